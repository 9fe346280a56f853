// Every text the bot sends: the command answers and one renderer per notification kind. Texts speak
// to the user as 'Вы', like the app, and reuse the app's own phrases (docs/product.md §2) where one exists.
// The pieces: message-parts.ts; one renderer per kind: notification-renderers.ts.
import type { Db } from '../platform/db/client';
import type { NotificationKind } from '../modules/notification';
import type { Language } from '../platform/db/generated/prisma/client';
import { appButton, keyboard, screens, urlButton } from './links';
import { botTexts } from './texts';

import {
  escapeHtml,
  message,
  type BotMessage,
  type NotificationToRender,
  type RenderConfig,
  type Rendered,
} from './message-parts';
import { renderers } from './notification-renderers';

export type { BotMessage, Rendered } from './message-parts';

// the answers to the bot commands

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
