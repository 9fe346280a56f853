// docs/product.md §7 POST /api/tg-webapp/master/contract: multipart, so the photo travels with the fields. It goes
// through apiFetch, which adds the same init-data headers as the GraphQL link (the browser sets the
// multipart boundary itself, so no Content-Type here).
import { apiFetch } from '../../lib/http';

export const CONTRACT_URL = '/api/tg-webapp/master/contract';

export interface ApplicationPayload {
  name: string;
  phone: string;
  description: string;
  categoryIds: number[];
  cityId: number;
  // empty: the whole city
  districtIds: number[];
  photo: File | null;
  // the master's point with its address (the three go together or not at all)
  location?: { latitude: number; longitude: number; address: string } | null;
}

export type SubmitOutcome =
  | { kind: 'submitted'; message: string | null }
  // 422 with field errors: every message, in field order
  | { kind: 'invalid'; messages: string[] }
  // the server refused (409 an application exists, 403...) with its own message, if any
  | { kind: 'refused'; message: string | null }
  // no answer
  | { kind: 'network' };

export function applicationFormData(payload: ApplicationPayload): FormData {
  const form = new FormData();
  form.append('name', payload.name.trim());
  form.append('phone', payload.phone);
  form.append('description', payload.description.trim());
  payload.categoryIds.forEach((id, index) => form.append(`category_ids[${index}]`, String(id)));
  form.append('city_id', String(payload.cityId));
  payload.districtIds.forEach((id, index) => form.append(`district_ids[${index}]`, String(id)));
  if (payload.location) {
    form.append('latitude', String(payload.location.latitude));
    form.append('longitude', String(payload.location.longitude));
    form.append('address', payload.location.address);
  }
  if (payload.photo) form.append('photo', payload.photo, payload.photo.name);
  return form;
}

interface Envelope {
  success?: boolean;
  message?: string;
  errors?: Record<string, string[] | string>;
}

export async function submitApplication(payload: ApplicationPayload): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await apiFetch(CONTRACT_URL, { method: 'POST', body: applicationFormData(payload) });
  } catch {
    return { kind: 'network' };
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (response.ok && body?.success !== false) return { kind: 'submitted', message: body?.message ?? null };
  const messages = Object.values(body?.errors ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]));
  if (messages.length > 0) return { kind: 'invalid', messages };
  return { kind: 'refused', message: body?.message ?? null };
}
