import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionClient, type SessionClient } from '../../app/apollo';
import { restoreFetch, stubFetch, type StubReply } from '../../test/fetch-stub';
import { renderWithProviders, type Mock } from '../../test/render';
import { CreateReviewMutation, ReviewForm } from './review-form';

const target = { taskId: 11, master: { contractId: 4 } };

function reviewMock(result: 'ok' | 'refused' | 'network', comment: string | null = 'Быстро и аккуратно'): Mock {
  const request = {
    query: CreateReviewMutation,
    variables: { input: { taskId: 11, contractId: 4, rating: 4, comment } },
  };
  if (result === 'network') return { request, delay: 20, error: new TypeError('Failed to fetch') };
  return {
    request,
    // long enough to see the submitting state
    delay: 300,
    result: {
      data: {
        createReview:
          result === 'ok'
            ? { __typename: 'MutationCreateReviewSuccess', data: { __typename: 'Review', id: 90, taskId: 11 } }
            : { __typename: 'ConflictError', message: 'Отзыв уже оставлен' },
      },
    },
  };
}

function setup(mocks: Mock[], reviewTarget = target) {
  const onSent = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<ReviewForm target={reviewTarget} onSent={onSent} onCancel={onCancel} />, { mocks });
  return { onSent, onCancel, user: userEvent.setup() };
}

describe('review form', () => {
  it('asks to rate the completed task', () => {
    setup([]);
    expect(screen.getByText('Задача завершена!')).toBeInTheDocument();
    expect(screen.getByText('Оставить отзыв')).toBeInTheDocument();
    expect(screen.getByLabelText('Комментарий (необязательно)')).toBeInTheDocument();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
  });

  it('keeps the submit button off until a star is chosen', async () => {
    const { user } = setup([]);
    expect(screen.getByRole('button', { name: 'Отправить отзыв' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    expect(screen.getByText('4 из 5', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить отзыв' })).toBeEnabled();
  });

  it('goes idle, submitting, success', async () => {
    const { user, onSent } = setup([reviewMock('ok')]);
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.type(screen.getByLabelText('Комментарий (необязательно)'), 'Быстро и аккуратно');
    expect(screen.getByText('18/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(screen.getByRole('button', { name: 'Отправляем...' })).toBeDisabled();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('stays on the form with the server message when refused', async () => {
    const { user, onSent } = setup([reviewMock('refused')]);
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.type(screen.getByLabelText('Комментарий (необязательно)'), 'Быстро и аккуратно');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Отзыв уже оставлен');
    expect(screen.getByRole('button', { name: 'Отправить отзыв' })).toBeEnabled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows the network text when the request does not reach the server', async () => {
    const { user } = setup([reviewMock('network', null)]);
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText('Произошла ошибка при отправке отзыва')).toHaveAttribute('role', 'alert');
  });

  it('refuses a review without the master contract', async () => {
    const { user } = setup([], { taskId: 11, master: { contractId: 0 } });
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ID контракта мастера не найден');
  });

  it('gives up on Отмена', async () => {
    const { user, onCancel } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

// The app's own client and links, over a stubbed network: what the person sees when the server says
// "later", and that their retry is the same submission to the server.
describe('review form when the server is busy or away', () => {
  let session: SessionClient;
  beforeEach(() => {
    session = createSessionClient();
  });
  afterEach(() => {
    session.dispose();
    restoreFetch();
  });

  const sent: StubReply = {
    status: 200,
    body: {
      data: {
        createReview: { __typename: 'MutationCreateReviewSuccess', data: { __typename: 'Review', id: 90, taskId: 11 } },
      },
    },
  };

  // the price card beside the form reads the task's price: answered apart from the review's replies
  const readsPrice = (call: { body: unknown }) =>
    (JSON.parse(String(call.body)) as { operationName: string }).operationName === 'TaskPrice';
  const noPrice: StubReply = { status: 200, body: { data: { task: { __typename: 'Task', id: 11, price: null } } } };

  async function fillAndSend(replies: (StubReply | 'network-error')[]) {
    const all = stubFetch((call) => (readsPrice(call) ? noPrice : (replies.shift() ?? sent)));
    const calls = {
      get reviews() {
        return all.filter((call) => !readsPrice(call));
      },
    };
    const onSent = jest.fn();
    renderWithProviders(<ReviewForm target={target} onSent={onSent} onCancel={() => undefined} />, {
      client: session.client,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.type(screen.getByLabelText('Комментарий (необязательно)'), 'Быстро и аккуратно');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    return { calls, onSent, user };
  }

  // the toast is the one with the close button; the form's own box has none
  const toast = async () =>
    (await screen.findByRole('button', { name: 'Закрыть' })).closest('[role="alert"]') as HTMLElement;

  it.each([
    [
      'its rate limit',
      {
        status: 429,
        body: {
          errors: [{ message: 'Слишком много запросов. Попробуйте позже.', extensions: { code: 'RATE_LIMITED' } }],
        },
      },
      'Слишком много запросов. Попробуйте позже.',
    ],
    [
      'a database down',
      {
        status: 503,
        body: {
          errors: [
            { message: 'Сервис временно недоступен. Попробуйте позже.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
          ],
        },
      },
      'Сервис временно недоступен. Попробуйте позже.',
    ],
    [
      'a proxy without a message',
      { status: 502, body: '<html>Bad Gateway</html>' },
      'Сервис временно недоступен. Попробуйте позже.',
    ],
    ['no network', 'network-error', 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.'],
  ] as const)('toasts %s, keeps the form filled, and retries as the same submission', async (_case, reply, text) => {
    const { calls, onSent, user } = await fillAndSend([reply as StubReply | 'network-error']);
    expect(within(await toast()).getByText(text)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Комментарий (необязательно)')).toHaveValue('Быстро и аккуратно');
    expect(screen.getByRole('radio', { name: '4 из 5' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const reviews = calls.reviews;
    expect(reviews).toHaveLength(2);
    expect(reviews[1]!.headers.get('Idempotency-Key')).toBe(reviews[0]!.headers.get('Idempotency-Key'));
  });

  it("keeps SPEC's text for the call in the form's box", async () => {
    await fillAndSend([
      {
        status: 429,
        body: {
          errors: [{ message: 'Слишком много запросов. Попробуйте позже.', extensions: { code: 'RATE_LIMITED' } }],
        },
      },
    ]);
    await toast();
    expect(screen.getByText('Ошибка при отправке отзыва')).toHaveAttribute('role', 'alert');
  });
});
