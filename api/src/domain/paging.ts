import { ValidationError, type FieldErrors, type MessageRef } from './errors';
// Page numbers for admin lists: `page` from 1, `per_page` up to 100; lists answer meta {page, per_page, total}.

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface PageRequest {
  page: number;
  perPage: number;
  skip: number;
  take: number;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

// a page request from page numbers already checked (src/input/paging.ts parses them)
export function pageOf(page: number, perPage: number): PageRequest {
  // a larger page size is served as the largest allowed rather than refused
  const take = Math.min(perPage, MAX_PER_PAGE);
  return { page, perPage: take, skip: (page - 1) * take, take };
}

export function pageMeta(request: PageRequest, total: number): PageMeta {
  return { page: request.page, per_page: request.perPage, total };
}

export const DEFAULT_FIRST = 50;
export const MAX_FIRST = 500;

export interface KeysetRequest {
  take: number;
  // rows with a smaller id than this come next (null: from the newest)
  beforeId: number | null;
}

export function encodeIdCursor(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64url');
}

export function keyset(first: number, beforeId: number | null): KeysetRequest {
  return { take: Math.min(first, MAX_FIRST), beforeId };
}

// the id a cursor of `kind` points at, or null for anything that is not such a cursor
export function decodeIdCursor(kind: string, cursor: string): number | null {
  const match = /^([a-z]+):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match && match[1] === kind ? Number(match[2]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2147483647 ? id : null;
}

// LEGACY (issue 15 point 2, being moved to src/input): the hand-written parsers below go once every
// caller parses at the edge
function positiveInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return parsed > 0 && Number.isSafeInteger(parsed) ? parsed : null;
  }
  return null;
}

function isBlank(value: unknown) {
  return value === undefined || value === null || value === '';
}

export function pageRequest(input: { page?: unknown; perPage?: unknown }): PageRequest {
  const page = isBlank(input.page) ? 1 : positiveInt(input.page);
  const perPageRaw = isBlank(input.perPage) ? DEFAULT_PER_PAGE : positiveInt(input.perPage);
  const errors: FieldErrors = {};
  if (page === null) errors.page = ['PAGE_INVALID'];
  if (perPageRaw === null) errors.per_page = ['PAGE_SIZE_INVALID'];
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  // a larger page size is served as the largest allowed rather than refused
  const perPage = Math.min(perPageRaw!, MAX_PER_PAGE);
  return { page: page!, perPage, skip: (page! - 1) * perPage, take: perPage };
}

// An id from a path or query string; `field` names it in the errors object.
export function parseId(value: unknown, field = 'id', message: MessageRef = 'ID_INVALID'): number {
  const id = positiveInt(value);
  // ids are PostgreSQL int4
  if (id === null || id > 2147483647) throw ValidationError.fromFields({ [field]: [message] });
  return id;
}

// An optional id filter: blank means no filter.
export function optionalId(value: unknown, field: string): number | undefined {
  return isBlank(value) ? undefined : parseId(value, field);
}

export function keysetRequest(kind: string, first: unknown, after: unknown): KeysetRequest {
  const take = isBlank(first) ? DEFAULT_FIRST : typeof first === 'number' && Number.isInteger(first) ? first : -1;
  if (take < 0) throw ValidationError.fromFields({ first: ['PAGE_SIZE_INVALID'] });
  if (isBlank(after)) return { take: Math.min(take, MAX_FIRST), beforeId: null };
  const decoded = typeof after === 'string' ? Buffer.from(after, 'base64url').toString('utf8') : '';
  const match = /^([a-z]+):(\d{1,10})$/.exec(decoded);
  const id = match && match[1] === kind ? Number(match[2]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647)
    throw ValidationError.fromFields({ after: ['CURSOR_INVALID'] });
  return { take: Math.min(take, MAX_FIRST), beforeId: id };
}
