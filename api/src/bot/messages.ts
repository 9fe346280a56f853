// Every text the bot sends: the command answers and one renderer per notification kind. Texts speak
// to the user as 'Вы', like the app, and reuse the app's own phrases (SPEC §2) where one exists.
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { NotificationKind } from '../domain/outbox';
import { appButton, keyboard, screens, urlButton } from './links';

export interface BotMessage {
  text: string;
  parse_mode: 'HTML';
  reply_markup?: InlineKeyboardMarkup;
}

// `skip`: the notification no longer makes sense (its task is gone, the offer was taken); not sent
export type Rendered = { message: BotMessage } | { skip: string };

export interface NotificationToRender {
  userId: number;
  kind: string;
  payload: unknown;
}

type RenderConfig = Pick<Config, 'webappUrl' | 'supportUrl' | 'appName'>;

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

export function startMessage(config: RenderConfig, firstName: string | undefined): BotMessage {
  const name = escapeHtml(firstName?.trim() || 'Пользователь');
  const app = escapeHtml(config.appName);
  return message(
    [
      `Здравствуйте, ${name}!`,
      '',
      `${app} помогает найти мастера для любой задачи: опишите, что нужно сделать, и мы отправим задачу подходящим мастерам. Мастера получают здесь новые заказы.`,
      '',
      `Нажмите «Открыть ${app}», чтобы начать. Уведомления о Ваших задачах будут приходить в этот чат.`,
    ],
    keyboard(appButton(config, `Открыть ${config.appName}`, screens.home)),
  );
}

export function deepLinkMessage(
  config: RenderConfig,
  target: { kind: 'task' | 'offer'; taskId: number; screen: string },
): BotMessage {
  const text =
    target.kind === 'task'
      ? `Задача №${target.taskId}: нажмите кнопку ниже, чтобы открыть её.`
      : 'Новая задача ждёт Вашего ответа: нажмите кнопку ниже, чтобы открыть её.';
  return message([text], keyboard(appButton(config, 'Открыть задачу', target.screen)));
}

export function helpMessage(config: RenderConfig): BotMessage {
  return message(
    [
      'Если у Вас возник вопрос или что-то пошло не так, напишите в поддержку — мы поможем.',
      escapeHtml(config.supportUrl),
      '',
      '/start — открыть приложение',
      '/help — связаться с поддержкой',
    ],
    keyboard(urlButton('Написать в поддержку', config.supportUrl)),
  );
}

export function fallbackMessage(config: RenderConfig): BotMessage {
  return message(
    ['Чтобы создать задачу или ответить на заказ, откройте приложение кнопкой ниже. Поддержка: /help'],
    keyboard(appButton(config, `Открыть ${config.appName}`, screens.home)),
  );
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
      category: { select: { name: true } },
      city: { select: { name: true } },
      district: { select: { name: true } },
      contract: { select: { name: true, phone: true, user: { select: { username: true } } } },
    },
  });
}

type LoadedTask = NonNullable<Awaited<ReturnType<typeof loadTask>>>;

function place(task: LoadedTask): string {
  return escapeHtml([task.city.name, task.district.name].filter(Boolean).join(', '));
}

function category(task: LoadedTask): string {
  return escapeHtml(task.category?.name ?? 'Категория не определена');
}

type Renderer = (db: Db, config: RenderConfig, notification: NotificationToRender) => Promise<Rendered>;

const TASK_GONE = { skip: 'task not found' } as const;

const renderers: Record<NotificationKind, Renderer> = {
  async offer_new(db, config, { userId, payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    // another master accepted (or the client cancelled) before the message went out: nothing to offer
    const offer = await db.taskOffer.findFirst({
      where: { taskId: task.id, contract: { userId } },
      select: { state: true },
    });
    if (task.status !== 'sent_to_masters' || (offer && offer.state !== 'pending'))
      return { skip: 'offer no longer open' };
    return {
      message: message(
        [
          '<b>Новая задача</b>',
          `Категория: ${category(task)}`,
          `Адрес: ${place(task)}`,
          '',
          quote(task.text),
          '',
          'Примите задачу или откажитесь от неё в приложении.',
        ],
        keyboard(appButton(config, 'Открыть задачу', screens.masterDashboard)),
      ),
    };
  },

  async task_accepted(db, config, { payload }) {
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
          '<b>Мастер принял Вашу задачу и скоро свяжется с вами</b>',
          quote(task.text),
          '',
          master && `Мастер: ${escapeHtml(master.name)}`,
          master?.phone && `Телефон: ${escapeHtml(master.phone)}`,
          username && `Telegram: @${escapeHtml(username)}`,
        ],
        keyboard(
          appButton(config, 'Открыть задачу', screens.clientTask(task.id)),
          username ? urlButton('Написать мастеру', `https://t.me/${username}`) : null,
        ),
      ),
    };
  },

  async task_completed(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    const contractId = numberField(payload, 'contractId') ?? task.contractId;
    const master = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { name: true } })
      : null;
    return {
      message: message(
        [
          '<b>Задача завершена!</b>',
          master
            ? `Мастер ${escapeHtml(master.name)} отметил Вашу задачу как выполненную:`
            : 'Ваша задача отмечена как выполненная:',
          quote(task.text),
          '',
          'Пожалуйста, оцените работу мастера — Ваш отзыв поможет другим клиентам.',
        ],
        keyboard(appButton(config, 'Оценить мастера', screens.clientTask(task.id))),
      ),
    };
  },

  async task_requeued(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          '<b>Мастер отменил выполнение Вашей задачи</b>',
          quote(task.text),
          '',
          'Мы снова ищем мастера. Вы можете закрыть приложение — мы сообщим, когда мастер примет задачу.',
        ],
        keyboard(appButton(config, 'Открыть задачу', screens.clientTask(task.id))),
      ),
    };
  },

  async task_cancelled_by_client(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        ['<b>Клиент отменил задачу</b>', quote(task.text), '', 'Ожидайте новых заказов.'],
        keyboard(appButton(config, 'Профиль мастера', screens.masterDashboard)),
      ),
    };
  },

  async task_expired(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          '<b>Задача не принята</b>',
          'К сожалению, ни один мастер не принял Вашу задачу:',
          quote(task.text),
          '',
          'Вы можете создать новую задачу: уточните описание или выберите другой район.',
        ],
        keyboard(appButton(config, 'Создать новую задачу', screens.client)),
      ),
    };
  },

  async task_rejected(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          '<b>Задача отклонена администратором</b>',
          quote(task.text),
          '',
          'Если у Вас есть вопросы, напишите в поддержку.',
        ],
        keyboard(
          appButton(config, 'Создать новую задачу', screens.client),
          urlButton('Написать в поддержку', config.supportUrl),
        ),
      ),
    };
  },

  async task_assigned(db, config, { payload }) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          '<b>Администратор назначил Вам задачу</b>',
          `Категория: ${category(task)}`,
          `Адрес: ${place(task)}`,
          '',
          quote(task.text),
          '',
          'Свяжитесь с клиентом и приступайте к работе.',
        ],
        keyboard(appButton(config, 'Открыть задачу', screens.masterDashboard)),
      ),
    };
  },

  async contract_approved(_db, config) {
    return {
      message: message(
        [
          '<b>Ваша заявка мастера подтверждена</b>',
          'Теперь Вы будете получать новые задачи по своим категориям и районам прямо в этот чат.',
        ],
        keyboard(appButton(config, 'Профиль мастера', screens.masterDashboard)),
      ),
    };
  },

  async contract_rejected(db, config, { payload }) {
    const contractId = numberField(payload, 'contractId');
    const contract = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { rejectionReason: true } })
      : null;
    const reason = stringField(payload, 'reason') ?? contract?.rejectionReason?.trim();
    return {
      message: message(
        [
          '<b>Ваша заявка мастера отклонена</b>',
          reason && `Причина: ${escapeHtml(reason)}`,
          '',
          'Вы можете исправить данные и отправить заявку снова.',
        ],
        keyboard(
          appButton(config, 'Заявка мастера', screens.masterApply),
          urlButton('Написать в поддержку', config.supportUrl),
        ),
      ),
    };
  },

  async review_published(db, config, { payload }) {
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
          '<b>Опубликован новый отзыв о Вашей работе</b>',
          `Оценка: ${stars(rating)} ${rating} из 5`,
          comment && `«${escapeHtml(comment.length > 300 ? `${comment.slice(0, 300).trimEnd()}…` : comment)}»`,
        ],
        keyboard(appButton(config, 'Мои отзывы', screens.masterReviews)),
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
  return render(db, config, notification);
}
