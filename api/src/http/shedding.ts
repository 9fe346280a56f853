// Load shedding (@fastify/under-pressure): while the event loop lags past SHED_EVENT_LOOP_DELAY_MS or the
// heap holds more than SHED_HEAP_USED_MB (platform/load-shedding.ts), a new request is refused at once
// with 503 and Retry-After, in the API's own shapes, instead of queueing behind the ones the node cannot
// finish. Health and readiness answer all the same (http/readiness.ts); the WebSocket's upgrade is not an
// HTTP route and is not refused here.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INIT_DATA_HEADERS } from '../platform/auth/init-data';
import type { SheddingConfig } from '../platform/load-shedding';
import { translate } from '../platform/i18n';
import type { Language } from '../platform/i18n/language';
import { languageFromTelegram } from '../modules/identity';

// Before sign-in there is no viewer: the language Telegram's unchecked init data names (uz, uz-Latn...)
// picks the text, Russian otherwise. Nothing is trusted from it but the choice of text.
function shedLanguage(request: FastifyRequest): Language {
  for (const name of INIT_DATA_HEADERS) {
    const initData = request.headers[name];
    if (typeof initData !== 'string') continue;
    try {
      const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '{}') as { language_code?: unknown };
      return languageFromTelegram(typeof user.language_code === 'string' ? user.language_code : null);
    } catch {
      return 'ru';
    }
  }
  return 'ru';
}

// the routes that answer under any load (route config: `pressureHandler: keepServing`)
export const keepServing = () => undefined;

// one warning a second at most: a node shedding load has no time for a log line per refusal
const LOG_EVERY_MS = 1000;

export async function loadShedding(fastify: FastifyInstance, config: SheddingConfig): Promise<void> {
  if (config.maxEventLoopDelayMs === null && config.maxHeapUsedBytes === null) return;
  let loggedAt = 0;
  let shed = 0;
  await fastify.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs ?? 0,
    maxHeapUsedBytes: config.maxHeapUsedBytes ?? 0,
    pressureHandler: (request, reply, type, value) => {
      shed += 1;
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        request.log.warn({ type, value, shed }, 'under pressure: new requests refused with 503');
        loggedAt = Date.now();
        shed = 0;
      }
      const message = translate(shedLanguage(request), 'SERVICE_UNAVAILABLE');
      reply.code(503).header('retry-after', String(config.retryAfterS));
      const body = request.url.startsWith('/graphql')
        ? { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'OVERLOADED' } }] }
        : { success: false, message, code: 'OVERLOADED' };
      // a value returned is sent as the answer (under-pressure's handlePressure); its types say void only
      return body as unknown as void;
    },
  });
}
