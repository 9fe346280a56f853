// docs/product.md §7 POST /api/tg-webapp/tasks/detect-category {text} -> success, category_id, message.
// No category is an answer, not a failure of the call: 200 with success false and docs/product.md's text, so the
// client's wrapper shows that text and opens the confirmation form with the category left to pick
// (the closest categories come along). A text of the wrong length is refused with 422. `confident` and the
// ranked `alternatives`, `popular` and `emergency` mean what the GraphQL CategoryDetection's fields of those names say.
import type { FastifyInstance } from 'fastify';
import { detectForClient, type CategoryGuess } from './category-detection';
import type { Category } from '../../platform/db/generated/prisma/client';
import { languageOf, localized, type Language } from '../../platform/i18n/language';
import { parseDetectionText } from './detection-input';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject } from '../../http/rest-input';
import { emergencyOf } from './emergency';

const categoryJson = (category: Category, language: Language) => ({
  category_id: category.id,
  slug: category.slug,
  name: localized(language, category.name, category.nameUz),
});

const guessJson = ({ category, score }: CategoryGuess, language: Language) => ({
  ...categoryJson(category, language),
  score,
});

export function detectCategoryRoutes(app: FastifyInstance) {
  app.post(
    '/tasks/detect-category',
    handle('DETECTION_FAILED', async (request) => {
      const text = parseDetectionText(bodyObject(request).text);
      const result = await detectForClient(request.ctx.db, viewerOf(request).user.id, text);
      const language = languageOf(request.ctx.viewer);
      const alternatives = result.alternatives.map((guess) => guessJson(guess, language));
      const emergency = result.emergency ? emergencyOf(result.emergency, language) : null;
      if (!result.category) {
        return {
          success: false,
          category_id: null,
          message: say(request, 'DETECTION_NOT_DETECTED'),
          confident: false,
          alternatives,
          popular: result.popular.map((category) => categoryJson(category, language)),
          emergency,
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
        popular: [],
        emergency,
        message: say(request, 'DETECTION_DETECTED'),
      });
    }),
  );
}
