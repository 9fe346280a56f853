// Recognises the database refusals a service turns into a clear message (a race lost to another writer).
import { Prisma } from '../db/generated/prisma/client';

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

// a row still referenced elsewhere (onDelete: Restrict) or a reference to a row that is gone
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2003' || error.code === 'P2014');
}
