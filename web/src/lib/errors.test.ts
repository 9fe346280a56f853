import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorMessage, retryLaterText, transientFailure } from './errors';
import { COMMON_TEXTS } from './common-texts';

// what Apollo's HTTP link throws for an answer that is not 2xx
const answer = (status: number, body: unknown) => {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText,
  });
};

const texts = { failed: 'Не удалось создать задачу', network: 'Произошла ошибка при создании задачи' };

describe('transient failures', () => {
  it("uses the server's message for its rate limit and for a dependency down", () => {
    const limited = answer(429, {
      errors: [{ message: 'Слишком много запросов. Попробуйте позже.', extensions: { code: 'RATE_LIMITED' } }],
    });
    const down = answer(503, { success: false, message: 'Сервис временно недоступен. Попробуйте позже.' });
    expect(transientFailure(limited)).toBe('Слишком много запросов. Попробуйте позже.');
    expect(transientFailure(down)).toBe('Сервис временно недоступен. Попробуйте позже.');
  });

  it('says it in its own words when a proxy answered without a message', () => {
    expect(transientFailure(answer(429, ''))).toBe(COMMON_TEXTS.rateLimited);
    expect(transientFailure(answer(502, '<html>Bad Gateway</html>'))).toBe(COMMON_TEXTS.unavailable);
    expect(transientFailure(answer(504, '<html>Gateway Timeout</html>'))).toBe(COMMON_TEXTS.unavailable);
    expect(
      transientFailure(
        new ServerParseError(new SyntaxError('Unexpected token <'), {
          response: { status: 503 } as Response,
          bodyText: '<html>',
        }),
      ),
    ).toBe(COMMON_TEXTS.unavailable);
  });

  it('reads the codes of a GraphQL answer that came with status 200', () => {
    const down = new CombinedGraphQLErrors({
      errors: [
        { message: 'Сервис временно недоступен. Попробуйте позже.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    });
    expect(transientFailure(down)).toBe('Сервис временно недоступен. Попробуйте позже.');
  });

  it('names a failure without an answer as the network', () => {
    expect(transientFailure(new TypeError('Failed to fetch'))).toBe(COMMON_TEXTS.network);
    expect(retryLaterText(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('leaves refusals of the server to the call (its SPEC text)', () => {
    expect(transientFailure(answer(400, { errors: [{ message: 'Запрос слишком большой или сложный' }] }))).toBeNull();
    expect(
      transientFailure(
        answer(401, { errors: [{ message: 'Invalid Telegram data', extensions: { code: 'TELEGRAM_DATA_INVALID' } }] }),
      ),
    ).toBeNull();
    expect(
      transientFailure(
        new CombinedGraphQLErrors({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ).toBeNull();
  });

  it('keeps the SPEC texts of the call itself', () => {
    expect(errorMessage(answer(429, ''), texts)).toBe(texts.failed);
    expect(errorMessage(new TypeError('Failed to fetch'), texts)).toBe(texts.network);
  });
});
