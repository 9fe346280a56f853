import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { MasterReviewsQuery, MasterReviewsScreen } from './master-reviews-screen';

const review = (id: number, price: number | null) => ({
  __typename: 'Review',
  id,
  rating: 5,
  comment: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  task: { __typename: 'Task', id: 100 + id, price, category: { __typename: 'Category', id: 2, name: 'Сантехника' } },
});

describe('master reviews (/master/reviews)', () => {
  it("shows beside each review what the job cost, when it has a price, in so'm", async () => {
    renderWithProviders(<MasterReviewsScreen />, {
      mocks: [
        {
          request: { query: MasterReviewsQuery },
          result: { data: { masterReviews: [review(1, 350000), review(2, null)] } },
        },
      ],
    });
    const priced = await screen.findByText(/Цена: 350\s000 сум/);
    expect(priced.textContent).toMatch(/^\d{2}\.\d{2}\.2026, \d{2}:\d{2} · Цена: 350\u00a0000 сум$/);
    expect(screen.getAllByText(/Цена:/)).toHaveLength(1);
  });
});
