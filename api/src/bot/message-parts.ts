// The pieces every bot text is made of: the message shape, escaping, previews and quotes, stars, and
// what a notification's renderer reads (its task, place, category, when, the usual price).
import { clipText, LIMITS } from '@usta/rules';
import path from 'node:path';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import type { Language } from '../platform/db/generated/prisma/client';
import { localized } from '../platform/i18n/language';
import { fileName, taskPhotosDir, formatWindow } from '../modules/task';
import { priceRange } from '../modules/price';
import { type BotTexts } from './texts';

export interface BotMessage {
  text: string;
  parse_mode: 'HTML';
  reply_markup?: InlineKeyboardMarkup;
  // a photo file to send with the text as its caption (sendPhoto); the text alone when it is unreadable
  photo?: string;
}

// `skip`: the notification no longer makes sense (its task is gone, the offer was taken); not sent
export type Rendered = { message: BotMessage } | { skip: string };

export interface NotificationToRender {
  userId: number;
  kind: string;
  payload: unknown;
  // the recipient's language (default Russian)
  language?: Language;
}

export type RenderConfig = Pick<Config, 'webappUrl' | 'supportUrl' | 'appName'> &
  Partial<Pick<Config, 'uploadsDir' | 'priceRange'>>;

export const PREVIEW_LENGTH = LIMITS.taskPreview; // docs/product.md §9: task text preview

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return clipText(flat, PREVIEW_LENGTH).text;
}

export function quote(text: string): string {
  return `«${escapeHtml(preview(text))}»`;
}

// a review's comment quoted to its master, cut between characters
const REVIEW_QUOTE_LENGTH = 300;
export const reviewQuote = (comment: string): string => `«${escapeHtml(clipText(comment, REVIEW_QUOTE_LENGTH).text)}»`;

export function message(lines: (string | null | undefined | false)[], reply_markup?: InlineKeyboardMarkup): BotMessage {
  return {
    text: lines.filter((line) => line !== null && line !== undefined && line !== false).join('\n'),
    parse_mode: 'HTML',
    reply_markup,
  };
}

export function stars(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}

export function numberField(payload: unknown, name: string): number | null {
  const value = (payload as Record<string, unknown> | null)?.[name];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

export function stringField(payload: unknown, name: string): string | null {
  const value = (payload as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function loadTask(db: Db, taskId: number | null) {
  if (taskId === null) return Promise.resolve(null);
  return db.task.findUnique({
    where: { id: taskId },
    include: {
      category: { select: { name: true, nameUz: true } },
      city: { select: { name: true, nameUz: true } },
      district: { select: { name: true, nameUz: true } },
      contract: { select: { name: true, phone: true, user: { select: { username: true } } } },
    },
  });
}

export type LoadedTask = NonNullable<Awaited<ReturnType<typeof loadTask>>>;

export function whenText(task: LoadedTask, t: BotTexts, language: Language): string {
  if (task.when === 'window' && task.scheduledFrom && task.scheduledTo)
    return t.when(formatWindow(task.scheduledFrom, task.scheduledTo, language));
  return t.when(task.when === 'today' ? t.whenToday : task.when === 'tomorrow' ? t.whenTomorrow : t.whenAsap);
}

// the task's first photo, as a file of this node's uploads
export async function firstPhotoPath(db: Db, config: RenderConfig, taskId: number): Promise<string | undefined> {
  if (!config.uploadsDir) return undefined;
  const photo = await db.taskPhoto.findFirst({
    where: { taskId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, extension: true },
  });
  return photo ? path.join(taskPhotosDir(config.uploadsDir), fileName(photo)) : undefined;
}

export function place(task: LoadedTask, language: Language): string {
  return escapeHtml(
    [
      localized(language, task.city.name, task.city.nameUz),
      localized(language, task.district.name, task.district.nameUz),
    ]
      .filter(Boolean)
      .join(', '),
  );
}

// the place and, for the master holding the task, the door in the client's words (modules/task/client-contacts.ts)
export function placeWithDoor(task: LoadedTask, language: Language): string {
  return task.address ? `${place(task, language)}, ${escapeHtml(task.address)}` : place(task, language);
}

export function category(task: LoadedTask, language: Language, t: BotTexts): string {
  return escapeHtml(task.category ? localized(language, task.category.name, task.category.nameUz) : t.categoryMissing);
}

export type Renderer = (
  db: Db,
  config: RenderConfig,
  notification: NotificationToRender & { language: Language },
  t: BotTexts,
) => Promise<Rendered>;

export const TASK_GONE = { skip: 'task not found' } as const;

// sums grouped by thousands as the reader writes them ("150 000")
const INTL_LOCALES = { ru: 'ru-RU', uz: 'uz-Latn-UZ' } as const;

// what such a job usually costs where the task is (docs/product.md "Prices"), or null when not known
export async function priceLine(
  db: Db,
  config: RenderConfig,
  task: LoadedTask,
  language: Language,
  t: BotTexts,
): Promise<string | null> {
  const { categoryId, cityId, districtId } = task;
  if (!config.priceRange || categoryId === null) return null;
  const range = await priceRange(db, config.priceRange, { categoryId, cityId, districtId }, language);
  const amount = (value: number) => new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
  return range && t.priceRange(amount(range.low), amount(range.high), range.jobs, range.place);
}
