// analytics { intake }: the bot in Telegram groups over the window (intake.ts).
import { builder } from '../../graphql/builder';
import { intakeFigures, type IntakeFigures } from './intake';

export { intakeFigures };

const readers = { aggregateReader: true } as const;

export const IntakeType = builder.objectRef<IntakeFigures>('AnalyticsIntake').implement({
  authScopes: readers,
  description: 'The bot in Telegram groups over the window, by UTC day (per-group daily counters).',
  fields: (t) => ({
    groups: t.exposeInt('groups', { description: 'Groups the bot read at least one message in.' }),
    messagesRead: t.exposeInt('messagesRead'),
    replies: t.exposeInt('replies', { description: 'Requests the bot answered with a link.' }),
    tasksCreated: t.exposeInt('tasksCreated', { description: 'Tasks created from those links.' }),
  }),
});
