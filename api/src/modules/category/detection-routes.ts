// docs/product.md §7 POST /api/tg-webapp/tasks/detect-category {text} -> success, category_id, message.
// No category is an answer, not a failure of the call: 200 with success false and docs/product.md's text, so the
// client's wrapper shows that text and opens the confirmation form with the category left to pick
// (the closest categories come along). A text of the wrong length is refused with 422. `confident` and the
// ranked `alternatives` mean what the GraphQL CategoryDetection's fields of those names say.
import type { FastifyInstance } from 'fastify';
import { detectTaskCategory, type CategoryGuess } from './category-detection';
import { languageOf, localized, type Language } from '../../platform/i18n/language';
import { parseDetectionText } from './detection-input';
import { handle, ok, say } from '../../http/envelope';
import { bodyObject } from '../../http/rest-input';

function guessJson({ category, score }: CategoryGuess, language: Language) {
  return {
    category_id: category.id,
    slug: category.slug,
    name: localized(language, category.name, category.nameUz),
    score,
  };
}

export function detectCategoryRoutes(app: FastifyInstance) {
  app.post(
    '/tasks/detect-category',
    handle('DETECTION_FAILED', async (request) => {
      const result = await detectTaskCategory(request.ctx.db, parseDetectionText(bodyObject(request).text));
      const language = languageOf(request.ctx.viewer);
      const alternatives = result.alternatives.map((guess) => guessJson(guess, language));
      if (!result.category) {
        return {
          success: false,
          category_id: null,
          message: say(request, 'DETECTION_NOT_DETECTED'),
          confident: false,
          alternatives,
        };
      }
      return ok({
        category_id: result.category.id,
        category: {
          id: result.category.id,
          slug: result.category.slug,
          name: localized(language, result.category.name, result.category.nameUz),
        },
        score: result.score,
        confident: result.confident,
        alternatives,
        message: say(request, 'DETECTION_DETECTED'),
      });
    }),
  );
}
