// A client of the bench (one of SIZES.posters, each posting once) creates a task over REST, as the Mini App
// does, and the task is dispatched. Shared by the dispatch, cross-node and waves phases.
import { SIZES, TG } from './config';
import { initDataFor } from './http';
import type { ChildNode } from './processes';

export interface TaskTarget {
  categoryId: number;
  cityId: number;
  districtId: number;
  // the client's point (the location action of the confirmation form); none: the district's centre
  point?: { latitude: number; longitude: number };
}

let poster = 0;

// returns the task's id, its client's Telegram id and when the request was sent and answered (performance.now())
export async function createTask(
  node: ChildNode,
  target: TaskTarget,
): Promise<{ taskId: number; clientTelegramId: number; sentAt: number; answeredAt: number }> {
  poster += 1;
  if (poster > SIZES.posters) throw new Error('out of posting clients');
  const clientTelegramId = TG.posterBase + poster;
  const sentAt = performance.now();
  const response = await fetch(`${node.url}/api/tg-webapp/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-init-data': initDataFor(clientTelegramId) },
    body: JSON.stringify({
      text: 'Нужно срочно починить смеситель в ванной, капает',
      category_id: target.categoryId,
      city_id: target.cityId,
      district_id: target.districtId,
      phone: '+998901112233',
      ...(target.point ?? {}),
    }),
  });
  const answeredAt = performance.now();
  const body = (await response.json()) as { success: boolean; data?: { id: number; status: string } };
  if (!body.success || body.data?.status !== 'sent_to_masters')
    throw new Error(`task not dispatched: ${JSON.stringify(body).slice(0, 300)}`);
  return { taskId: body.data.id, clientTelegramId, sentAt, answeredAt };
}

// the client cancels it (REST, the first reason of the searching step): its waves stop
export async function cancelTask(node: ChildNode, taskId: number, clientTelegramId: number, reasonId: number) {
  const response = await fetch(`${node.url}/api/tg-webapp/tasks/${taskId}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-init-data': initDataFor(clientTelegramId) },
    body: JSON.stringify({ cancel_reason_id: reasonId, cancel_reason_text: 'Бенчмарк' }),
  });
  const body = (await response.json()) as { success: boolean };
  if (!body.success) throw new Error(`task ${taskId} not cancelled: ${JSON.stringify(body).slice(0, 300)}`);
}
