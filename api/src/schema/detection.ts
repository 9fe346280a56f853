// detectCategory: the category of a task's text, with the next closest ones (see domain/category-detection.ts).
import { detectTaskCategory, type CategoryDetection, type CategoryGuess } from '../domain/category-detection';
import { parseDetectionText } from '../input/detection';
import { translate } from '../messages';
import { builder } from './builder';
import { CategoryRef } from './category';

const CategoryCandidate = builder.objectRef<CategoryGuess>('CategoryCandidate').implement({
  fields: (t) => ({
    categoryId: t.int({ resolve: (guess) => guess.category.id }),
    category: t.field({ type: CategoryRef, resolve: (guess) => guess.category }),
    // 0..1: the share of the text's evidence that points to this category
    score: t.exposeFloat('score'),
  }),
});

const CategoryDetectionRef = builder.objectRef<CategoryDetection>('CategoryDetection').implement({
  fields: (t) => ({
    // null: nothing fits well enough (or the text is not a request); the client picks by hand
    categoryId: t.int({ nullable: true, resolve: (detection) => detection.category?.id ?? null }),
    category: t.field({ type: CategoryRef, nullable: true, resolve: (detection) => detection.category }),
    score: t.float({ nullable: true, resolve: (detection) => detection.score }),
    // up to three: the runners-up, or with no category the closest ones to offer
    alternatives: t.field({ type: [CategoryCandidate], resolve: (detection) => detection.alternatives }),
    // SPEC §8 'Не удалось определить категорию' when there is no category, in the viewer's language
    message: t.string({
      nullable: true,
      resolve: (detection, _args, ctx) =>
        detection.category ? null : translate(ctx.language, 'DETECTION_NOT_DETECTED'),
    }),
  }),
});

builder.queryFields((t) => ({
  // a text of the wrong length fails with SPEC's message (code TASK_TEXT_TOO_SHORT or TASK_TEXT_TOO_LONG)
  detectCategory: t.field({
    type: CategoryDetectionRef,
    authScopes: { loggedIn: true },
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, { text }, ctx) => detectTaskCategory(ctx.db, parseDetectionText(text)),
  }),
}));
