// How the product writes a person's name on every face (admin lists, the audit log, a task's master): the
// first and last names Telegram gave, in that order.
import type { User } from '../db/generated/prisma/client';

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}
