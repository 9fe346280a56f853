import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Mock } from '../../test/render';
import { CreateReviewMutation, ReviewForm } from './review-form';

const target = { taskId: 11, master: { contractId: 4 } };

function reviewMock(result: 'ok' | 'refused' | 'network', comment: string | null = 'Быстро и аккуратно'): Mock {
  const request = { query: CreateReviewMutation, variables: { input: { taskId: 11, contractId: 4, rating: 4, comment } } };
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при отправке отзыва');
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
