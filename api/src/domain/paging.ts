// Page numbers for admin lists: `page` from 1, `per_page` up to 100; lists answer meta {page, per_page, total}.
import { ValidationError } from './errors';

export const PAGING_TEXTS = {
  page: 'Неверный номер страницы',
  perPage: 'Неверный размер страницы',
  id: 'Неверный идентификатор',
} as const;

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
  const errors: Record<string, string[]> = {};
  if (page === null) errors.page = [PAGING_TEXTS.page];
  if (perPageRaw === null) errors.per_page = [PAGING_TEXTS.perPage];
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  // a larger page size is served as the largest allowed rather than refused
  const perPage = Math.min(perPageRaw!, MAX_PER_PAGE);
  return { page: page!, perPage, skip: (page! - 1) * perPage, take: perPage };
}

export function pageMeta(request: PageRequest, total: number): PageMeta {
  return { page: request.page, per_page: request.perPage, total };
}

// An id from a path or query string; `field` names it in the errors object.
export function parseId(value: unknown, field = 'id', message: string = PAGING_TEXTS.id): number {
  const id = positiveInt(value);
  // ids are PostgreSQL int4
  if (id === null || id > 2147483647) throw ValidationError.fromFields({ [field]: [message] });
  return id;
}

// An optional id filter: blank means no filter.
export function optionalId(value: unknown, field: string): number | undefined {
  return isBlank(value) ? undefined : parseId(value, field);
}
