// Every text the bot sends: the command answers and one renderer per notification kind. Texts speak
// to the user as 'Вы', like the app, and reuse the app's own phrases (SPEC §2) where one exists.
import path from 'node:path';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { NotificationKind } from '../domain/outbox';
import type { Language } from '../db/generated/prisma/client';
import { localized } from '../domain/language';
import { fileName, taskPhotosDir } from '../domain/task-photos';
import { formatWindow } from '../domain/task-when';
import { appButton, keyboard, screens, urlButton } from './links';
import { botTexts, type BotTexts } from './texts';

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

type RenderConfig = Pick<Config, 'webappUrl' | 'supportUrl' | 'appName'> & Partial<Pick<Config, 'uploadsDir'>>;

const PREVIEW_LENGTH = 150; // SPEC §9: task text preview

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

function quote(text: string): string {
  return `«${escapeHtml(preview(text))}»`;
}

function message(lines: (string | null | undefined | false)[], reply_markup?: InlineKeyboardMarkup): BotMessage {
  return {
    text: lines.filter((line) => line !== null && line !== undefined && line !== false).join('\n'),
    parse_mode: 'HTML',
    reply_markup,
  };
}

function stars(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}

// ---- command answers

export function startMessage(
  config: RenderConfig,
  firstName: string | undefined,
  language: Language = 'ru',
): BotMessage {
  const t = botTexts(language);
  const name = escapeHtml(firstName?.trim() || t.defaultName);
  const app = escapeHtml(config.appName);
  return message(
    [t.greeting(name), '', t.about(app), '', t.startHint(app)],
    keyboard(appButton(config, t.openApp(config.appName), screens.home)),
  );
}

export function deepLinkMessage(
  config: RenderConfig,
  target: { kind: 'task' | 'offer'; taskId: number; screen: string },
  language: Language = 'ru',
): BotMessage {
  const t = botTexts(language);
  const text = target.kind === 'task' ? t.deepTask(target.taskId) : t.deepOffer;
  return message([text], keyboard(appButton(config, t.openTask, target.screen)));
}

export function helpMessage(config: RenderConfig, language: Language = 'ru'): BotMessage {
  const t = botTexts(language);
  return message(
    [t.helpIntro, escapeHtml(config.supportUrl), '', t.helpStart, t.helpHelp],
    keyboard(urlButton(t.writeSupport, config.supportUrl)),
  );
}

export function fallbackMessage(config: RenderConfig, language: Language = 'ru'): BotMessage {
  const t = botTexts(language);
  return message([t.fallback], keyboard(appButton(config, t.openApp(config.appName), screens.home)));
}

// ---- notifications

function numberField(payload: unknown, name: string): number | null {
  const value = (payload as Record<string, unknown> | null)?.[name];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

function stringField(payload: unknown, name: string): string | null {
  const value = (payload as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function loadTask(db: Db, taskId: number | null) {
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

type LoadedTask = NonNullable<Awaited<ReturnType<typeof loadTask>>>;

function whenText(task: LoadedTask, t: BotTexts): string {
  if (task.when === 'window' && task.scheduledFrom && task.scheduledTo)
    return t.when(formatWindow(task.scheduledFrom, task.scheduledTo));
  return t.when(task.when === 'today' ? t.whenToday : task.when === 'tomorrow' ? t.whenTomorrow : t.whenAsap);
}

// the task's first photo, as a file of this node's uploads (issue 19)
async function firstPhotoPath(db: Db, config: RenderConfig, taskId: number): Promise<string | undefined> {
  if (!config.uploadsDir) return undefined;
  const photo = await db.taskPhoto.findFirst({
    where: { taskId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, extension: true },
  });
  return photo ? path.join(taskPhotosDir(config.uploadsDir), fileName(photo)) : undefined;
}

function place(task: LoadedTask, language: Language): string {
  return escapeHtml(
    [
      localized(language, task.city.name, task.city.nameUz),
      localized(language, task.district.name, task.district.nameUz),
    ]
      .filter(Boolean)
      .join(', '),
  );
}

function category(task: LoadedTask, language: Language, t: BotTexts): string {
  return escapeHtml(task.category ? localized(language, task.category.name, task.category.nameUz) : t.categoryMissing);
}

type Renderer = (
  db: Db,
  config: RenderConfig,
  notification: NotificationToRender & { language: Language },
  t: BotTexts,
) => Promise<Rendered>;

const TASK_GONE = { skip: 'task not found' } as const;

const renderers: Record<NotificationKind, Renderer> = {
  async offer_new(db, config, { userId, payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    // another master accepted (or the client cancelled) before the message went out: nothing to offer
    const offer = await db.taskOffer.findFirst({
      where: { taskId: task.id, contract: { userId } },
      select: { state: true },
    });
    if (task.status !== 'sent_to_masters' || (offer && offer.state !== 'pending'))
      return { skip: 'offer no longer open' };
    const photo = await firstPhotoPath(db, config, task.id);
    return {
      message: {
        ...message(
          [
            t.offerTitle,
            t.category(category(task, language, t)),
            t.address(place(task, language)),
            whenText(task, t),
            '',
            quote(task.text),
            '',
            t.offerHint,
          ],
          keyboard(appButton(config, t.openTask, screens.masterDashboard)),
        ),
        ...(photo ? { photo } : {}),
      },
    };
  },

  async task_accepted(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    const contractId = numberField(payload, 'contractId') ?? task.contractId;
    const master = contractId
      ? await db.contract.findUnique({
          where: { id: contractId },
          select: { name: true, phone: true, user: { select: { username: true } } },
        })
      : null;
    const username = master?.user.username;
    return {
      message: message(
        [
          t.acceptedTitle,
          quote(task.text),
          '',
          master && t.master(escapeHtml(master.name)),
          master?.phone && t.phone(escapeHtml(master.phone)),
          username && `Telegram: @${escapeHtml(username)}`,
        ],
        keyboard(
          appButton(config, t.openTask, screens.clientTask(task.id)),
          username ? urlButton(t.writeMaster, `https://t.me/${username}`) : null,
        ),
      ),
    };
  },

  async task_completed(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    const contractId = numberField(payload, 'contractId') ?? task.contractId;
    const master = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { name: true } })
      : null;
    return {
      message: message(
        [
          t.completedTitle,
          master ? t.completedBy(escapeHtml(master.name)) : t.completedNoMaster,
          quote(task.text),
          '',
          t.rateAsk,
        ],
        keyboard(appButton(config, t.rateMaster, screens.clientTask(task.id))),
      ),
    };
  },

  async task_requeued(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.requeuedTitle, quote(task.text), '', t.requeuedHint],
        keyboard(appButton(config, t.openTask, screens.clientTask(task.id))),
      ),
    };
  },

  async task_cancelled_by_client(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.cancelledTitle, quote(task.text), '', t.waitOrders],
        keyboard(appButton(config, t.masterProfile, screens.masterDashboard)),
      ),
    };
  },

  async task_expired(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.expiredTitle, t.expiredText, quote(task.text), '', t.expiredHint],
        keyboard(appButton(config, t.createNew, screens.client)),
      ),
    };
  },

  async task_rejected(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.rejectedTitle, quote(task.text), '', t.rejectedHint],
        keyboard(appButton(config, t.createNew, screens.client), urlButton(t.writeSupport, config.supportUrl)),
      ),
    };
  },

  async task_assigned(db, config, { payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          t.assignedTitle,
          t.category(category(task, language, t)),
          t.address(place(task, language)),
          '',
          quote(task.text),
          '',
          t.assignedHint,
        ],
        keyboard(appButton(config, t.openTask, screens.masterDashboard)),
      ),
    };
  },

  async contract_approved(_db, config, _notification, t) {
    return {
      message: message(
        [t.contractApprovedTitle, t.contractApprovedText],
        keyboard(appButton(config, t.masterProfile, screens.masterDashboard)),
      ),
    };
  },

  async contract_rejected(db, config, { payload }, t) {
    const contractId = numberField(payload, 'contractId');
    const contract = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { rejectionReason: true } })
      : null;
    const reason = stringField(payload, 'reason') ?? contract?.rejectionReason?.trim();
    return {
      message: message(
        [t.contractRejectedTitle, reason && t.reason(escapeHtml(reason)), '', t.contractRejectedHint],
        keyboard(
          appButton(config, t.masterApplication, screens.masterApply),
          urlButton(t.writeSupport, config.supportUrl),
        ),
      ),
    };
  },

  async review_published(db, config, { payload }, t) {
    const reviewId = numberField(payload, 'reviewId');
    const review = reviewId
      ? await db.review.findUnique({ where: { id: reviewId }, select: { rating: true, comment: true } })
      : null;
    const rating = review?.rating ?? numberField(payload, 'rating');
    if (rating === null) return { skip: 'review not found' };
    const comment = review?.comment?.trim();
    return {
      message: message(
        [
          t.reviewTitle,
          t.rating(stars(rating), rating),
          comment && `«${escapeHtml(comment.length > 300 ? `${comment.slice(0, 300).trimEnd()}…` : comment)}»`,
        ],
        keyboard(appButton(config, t.myReviews, screens.masterReviews)),
      ),
    };
  },
};

export async function renderNotification(
  db: Db,
  config: RenderConfig,
  notification: NotificationToRender,
): Promise<Rendered> {
  const render = renderers[notification.kind as NotificationKind];
  if (!render) return { skip: `unknown notification kind ${notification.kind}` };
  const language = notification.language ?? 'ru';
  return render(db, config, { ...notification, language }, botTexts(language));
}
