// Photos of the problem go up before the task exists: POST /api/tg-webapp/tasks/photos
// (multipart field `photo`) answers an id the task creation then takes (photoIds). There is no GraphQL
// upload; apiFetch adds the same init-data headers as the GraphQL link.
import { apiFetch } from '../../lib/http';

export const TASK_PHOTOS_URL = '/api/tg-webapp/tasks/photos';

export type UploadOutcome = { ok: true; id: string; url: string } | { ok: false; message: string | null };

interface Envelope {
  success?: boolean;
  message?: string;
  data?: { id?: unknown; url?: unknown };
  errors?: Record<string, string[] | string>;
}

// the server's own words: the field's message first (the photo's), then the envelope's
function refusal(body: Envelope | null): string | null {
  const fieldMessages = Object.values(body?.errors ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return fieldMessages[0] ?? body?.message ?? null;
}

export async function uploadTaskPhoto(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('photo', file, file.name);
  let response: Response;
  try {
    response = await apiFetch(TASK_PHOTOS_URL, { method: 'POST', body: form });
  } catch {
    return { ok: false, message: null };
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  const { id, url } = body?.data ?? {};
  if (response.ok && body?.success !== false && typeof id === 'string' && typeof url === 'string')
    return { ok: true, id, url };
  return { ok: false, message: refusal(body) };
}

// removal of an upload still on the form; a failure is harmless (an unattached upload is deleted after
// a day), so nothing waits for it
export async function removeTaskPhoto(id: string): Promise<void> {
  try {
    await apiFetch(`${TASK_PHOTOS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch {
    // the clean-up job takes it
  }
}
