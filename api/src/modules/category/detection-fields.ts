// detectCategory: the category of a task's text, with the next closest ones (see modules/category/category-detection.ts).
import { detectForClient, type ClientDetection, type CategoryGuess } from './category-detection';
import { parseDetectionText } from './detection-input';
import { translate } from '../../platform/i18n';
import { builder } from '../../graphql/builder';
import { CategoryRef } from './category-fields';
import { emergencyOf, type Emergency } from './emergency';

export const EmergencyKindEnum = builder.enumType('EmergencyKind', {
  description:
    'Danger to life now: gas (a smell or leak of gas), fire (smoke or fire from wiring or an appliance), co (carbon monoxide signs near a gas heater, boiler or stove), shock (an electric shock).',
  values: ['gas', 'fire', 'co', 'shock'] as const,
});

export const EmergencyRef = builder.objectRef<Emergency>('Emergency').implement({
  description: 'What to do now before calling a master: the numbers to call and three short steps.',
  fields: (t) => ({
    kind: t.field({ type: EmergencyKindEnum, resolve: (emergency) => emergency.kind }),
    numbers: t.exposeStringList('numbers', {
      description: 'Numbers to call, first the service (104 gas, 101 fire, 103 ambulance), then 112.',
    }),
    steps: t.exposeStringList('steps', { description: "Three short steps, in the viewer's language." }),
  }),
});

const CategoryCandidate = builder.objectRef<CategoryGuess>('CategoryCandidate').implement({
  fields: (t) => ({
    categoryId: t.int({ resolve: (guess) => guess.category.id }),
    category: t.field({ type: CategoryRef, resolve: (guess) => guess.category }),
    score: t.exposeFloat('score', {
      description:
        'How likely this category is the one the text asks for, 0..1 (the scores of one answer add up to at most 1).',
    }),
  }),
});

const CategoryDetectionRef = builder.objectRef<ClientDetection>('CategoryDetection').implement({
  fields: (t) => ({
    categoryId: t.int({
      nullable: true,
      description: 'The id of `category`; null when there is none.',
      resolve: (detection) => detection.category?.id ?? null,
    }),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      description:
        'The category the text asks for; null when nothing fits well enough or the text is not a request (the client picks by hand).',
      resolve: (detection) => detection.category,
    }),
    score: t.float({
      nullable: true,
      description: 'How likely `category` is the one the text asks for, 0..1; null with no category.',
      resolve: (detection) => detection.score,
    }),
    confident: t.boolean({
      description:
        'True when `category` is given and clearly ahead: show it alone. False with a category: a best guess, offer `alternatives` beside it; false without one: offer `alternatives` to pick from.',
      resolve: (detection) => detection.confident,
    }),
    notARequest: t.boolean({
      description:
        'True when the text asks for no service (thanks, a greeting, an ad, a job offer, a question about an outage): no category and no alternatives.',
      resolve: (detection) => detection.outcome === 'not-a-request',
    }),
    alternatives: t.field({
      type: [CategoryCandidate],
      description:
        'Up to three more categories, most likely first: the runners-up after `category`, or with no category the closest ones to offer (none for a text that is not a request).',
      resolve: (detection) => detection.alternatives,
    }),
    emergency: t.field({
      type: EmergencyRef,
      nullable: true,
      description:
        'Set when the text reports danger to life now (a gas smell, smoke or fire, carbon monoxide signs, an electric shock): show it before the form goes on. Null for an ordinary job.',
      resolve: (detection, _args, ctx) => (detection.emergency ? emergencyOf(detection.emergency, ctx.language) : null),
    }),
    popular: t.field({
      type: [CategoryRef],
      description:
        "When the text names no trade at all (no category and no alternatives): the three categories most posted in the client's city over the last 30 days, topped up in the catalogue's order; empty otherwise.",
      resolve: (detection) => detection.popular,
    }),
    // docs/product.md §8 'Не удалось определить категорию' when there is no category, in the viewer's language
    message: t.string({
      nullable: true,
      description:
        'The catalogue\'s DETECTION_NOT_DETECTED text ("could not detect the category") in the viewer\'s language when there is no category; null otherwise.',
      resolve: (detection, _args, ctx) =>
        detection.category ? null : translate(ctx.language, 'DETECTION_NOT_DETECTED'),
    }),
  }),
});

builder.queryFields((t) => ({
  // a text of the wrong length fails with docs/product.md's message (code TASK_TEXT_TOO_SHORT or TASK_TEXT_TOO_LONG)
  detectCategory: t.withAuth({ loggedIn: true }).field({
    type: CategoryDetectionRef,
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, { text }, ctx) => detectForClient(ctx.db, ctx.viewer.user.id, parseDetectionText(text)),
  }),
}));
