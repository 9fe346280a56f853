// Requests read in Telegram groups (docs/product.md, "The bot in groups"): the tokens its replies link to,
// its manners (how often it may answer), an admin's off switch, and the per-group daily counters that are
// the only trace of what it read. A message the bot leaves unanswered is never written anywhere.
import crypto from 'node:crypto';
import type { Db } from '../../platform/db/client';
import type { Prisma } from '../../platform/db/generated/prisma/client';
import type { TimedJob } from '../../platform/jobs/scheduler';

type Tx = Prisma.TransactionClient;

// A token is `in_` and 22 characters of base64url (intake-input.ts reads one): 128 random bits, within
// Telegram's start parameter alphabet (A-Za-z0-9_-, at most 512 characters). It stands for the text and
// the category alone.

export interface IntakeRequest {
  text: string;
  categoryId: number | null;
}

export interface IntakeLimits {
  // one reply per person per group within this many minutes
  personPauseMin: number;
  // at most this many replies per group per hour
  groupRepliesPerHour: number;
  // how long a token (its text and category) is kept
  tokenTtlH: number;
}

// today's row of a group's counters (UTC day), one column raised by one
async function bump(db: Db | Tx, chatId: bigint, column: 'messagesRead' | 'replies' | 'tasksCreated') {
  const quoted = `"${column}"`;
  await db.$executeRawUnsafe(
    `INSERT INTO "IntakeDaily" ("chatId", "day", ${quoted}) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT ("chatId", "day") DO UPDATE SET ${quoted} = "IntakeDaily".${quoted} + 1`,
    chatId,
  );
}

// A group message the bot read (whether or not it answers): counted, nothing else kept.
export async function countMessageRead(db: Db, chatId: bigint): Promise<void> {
  await bump(db, chatId, 'messagesRead');
}

export async function isGroupSilenced(db: Db, chatId: bigint): Promise<boolean> {
  const group = await db.intakeGroup.findUnique({ where: { chatId }, select: { silenced: true } });
  return group?.silenced ?? false;
}

// /usta_off and /usta_on (the caller has checked the sender is one of the group's administrators)
export async function setGroupSilenced(db: Db, chatId: bigint, silenced: boolean): Promise<void> {
  await db.intakeGroup.upsert({ where: { chatId }, create: { chatId, silenced }, update: { silenced } });
}

// the person's key for the pause: a hash keyed by a secret, so the table names nobody
function cooldownKey(secret: string, chatId: bigint, userId: number): string {
  return crypto.createHmac('sha256', secret).update(`intake:${chatId}:${userId}`).digest('base64url');
}

export type ReplySlot = 'granted' | 'person-paused' | 'group-full';

// May the bot answer this person in this group now? Granted takes the person's pause at once, so two
// messages arriving together get one answer. The group's hourly count is read from the tokens it gave
// (kept 24 h, so the last hour is always there).
export async function takeReplySlot(
  db: Db,
  { chatId, userId, secret, limits }: { chatId: bigint; userId: number; secret: string; limits: IntakeLimits },
): Promise<ReplySlot> {
  const lastHour = await db.intakeToken.count({
    where: { chatId, createdAt: { gt: new Date(Date.now() - 3_600_000) } },
  });
  if (lastHour >= limits.groupRepliesPerHour) return 'group-full';
  const key = cooldownKey(secret, chatId, userId);
  const until = new Date(Date.now() + limits.personPauseMin * 60_000);
  await db.intakeCooldown.deleteMany({ where: { until: { lt: new Date() } } });
  const taken = await db.$executeRaw`
    INSERT INTO "IntakeCooldown" ("key", "until") VALUES (${key}, ${until})
    ON CONFLICT ("key") DO UPDATE SET "until" = EXCLUDED."until" WHERE "IntakeCooldown"."until" < ${new Date()}`;
  return taken === 1 ? 'granted' : 'person-paused';
}

// The answered request's token: its text and category, for `tokenTtlH` hours; expired ones go now.
export async function createIntakeToken(
  tx: Tx,
  { chatId, request, limits }: { chatId: bigint; request: IntakeRequest; limits: IntakeLimits },
): Promise<string> {
  await tx.intakeToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const id = `in_${crypto.randomBytes(16).toString('base64url')}`;
  await tx.intakeToken.create({
    data: {
      id,
      text: request.text,
      categoryId: request.categoryId,
      chatId,
      expiresAt: new Date(Date.now() + limits.tokenTtlH * 3_600_000),
    },
  });
  await bump(tx, chatId, 'replies');
  return id;
}

async function liveToken(db: Db | Tx, token: string | null) {
  if (!token) return null;
  return db.intakeToken.findFirst({
    where: { id: token, expiresAt: { gt: new Date() } },
    select: { text: true, categoryId: true, chatId: true },
  });
}

// What the link stands for, or null when the token is unknown or expired.
export async function readIntakeToken(db: Db, token: string | null): Promise<IntakeRequest | null> {
  const row = await liveToken(db, token);
  return row ? { text: row.text, categoryId: row.categoryId } : null;
}

// A task is being created from the link: true (and the group's count of tasks raised) when the token is
// live; an unknown or expired one leaves the task an ordinary one.
export async function useIntakeToken(tx: Tx, token: string | null): Promise<boolean> {
  const row = await liveToken(tx, token);
  if (!row) return false;
  await bump(tx, row.chatId, 'tasksCreated');
  return true;
}

// Expired tokens (their text and category) and finished pauses are deleted on every tick of the timed jobs,
// so nothing outlives its time even in a group that went quiet.
export async function purgeExpiredIntake(db: Db, now = new Date()): Promise<number> {
  const tokens = await db.intakeToken.deleteMany({ where: { expiresAt: { lte: now } } });
  const pauses = await db.intakeCooldown.deleteMany({ where: { until: { lte: now } } });
  return tokens.count + pauses.count;
}

export const intakeJobs: TimedJob[] = [
  { name: 'intake-purge', run: (services, now) => purgeExpiredIntake(services.db, now) },
];
