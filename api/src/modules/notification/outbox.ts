// Notification outbox: rows written in the same transaction as the change that causes them, so a
// committed change always has its notification and a rolled-back one never does. The bot's delivery
// worker sends them (see the bot module).
import type { Prisma } from '../../platform/db/generated/prisma/client';

export type NotificationKind =
  | 'offer_new' // master: a task is offered to you                  payload { taskId }
  | 'task_accepted' // client: a master accepted your task         payload { taskId, contractId }
  | 'task_completed' // client: your task is done, rate the master payload { taskId, contractId }
  | 'task_requeued' // client: the master cancelled, searching again payload { taskId }
  | 'task_cancelled_by_client' // master: the client cancelled the task you work on payload { taskId }
  | 'task_expired' // client: nobody accepted in time                payload { taskId }
  | 'task_rejected' // client: an admin rejected the task            payload { taskId }
  | 'task_assigned' // master: an admin assigned a task to you       payload { taskId }
  | 'master_on_the_way' // client: the master left, about N minutes payload { taskId, etaMin, etaSource }
  | 'master_arrived' // client: the master is at the door           payload { taskId }
  | 'task_ended_for_master' // master: cancelled, rejected or expired while yours or offered, and why
  //                                                                 payload { taskId, contractId }
  | 'contract_approved' // master                                    payload { contractId }
  | 'contract_rejected' // master                                    payload { contractId, reason? }
  | 'review_published' // master: a review of your work is published payload { reviewId, rating }
  | 'preferred_master_passed' // client: the master he asked for will not take it, searching widely payload { taskId }
  | 'duty_off_missed' // master: put off duty after offers left unanswered payload { contractId }
  | 'problem_reported' // master: the client reported a problem with the job payload { problemId, taskId }
  | 'problem_answered' // client: the master answered the problem      payload { problemId, taskId }
  | 'problem_resolved' // client: an admin closed the problem, and how  payload { problemId, taskId }
  | 'group_message'; // a group (chatId, no user): the bot's reply, rendered  payload GroupMessagePayload

type Tx = Pick<Prisma.TransactionClient, 'notification'>;

export async function enqueueNotification(
  tx: Tx,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, string | number | null>,
): Promise<void> {
  await tx.notification.create({ data: { userId, kind, payload } });
}

// The bot's message in a group, written whole when it is queued (nothing of the group's messages but the id
// it answers): the delivery worker sends it as a reply, pacing each group (bot/delivery.ts).
export interface GroupMessagePayload {
  text: string;
  replyTo: number;
  button?: { text: string; url: string };
}

export async function enqueueGroupMessage(
  tx: Pick<Prisma.TransactionClient, 'notification'>,
  chatId: bigint,
  payload: GroupMessagePayload,
): Promise<void> {
  await tx.notification.create({ data: { chatId, kind: 'group_message', payload: { ...payload } } });
}
