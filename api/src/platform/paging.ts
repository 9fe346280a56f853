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

// a page request from page numbers already checked (platform/input/paging.ts parses them)
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
