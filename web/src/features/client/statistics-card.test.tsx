import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ratingText, StatisticsCard } from './statistics-card';

describe('statistics card', () => {
  it('shows completed tasks, the rating with one decimal and the review count', async () => {
    renderWithProviders(<StatisticsCard stats={{ completedTasksCount: 7, averageRating: 4.666, reviewsCount: 3 }} />);
    expect(screen.getByRole('heading', { name: 'Ваша статистика' })).toBeInTheDocument();
    expect(screen.getByText('Выполнено задач')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Средний рейтинг')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('Отзывов 3')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Подсказка' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('30');
  });

  it('is hidden until the client has reviews', () => {
    renderWithProviders(<StatisticsCard stats={{ completedTasksCount: 2, averageRating: 0, reviewsCount: 0 }} />);
    expect(screen.queryByText('Ваша статистика')).not.toBeInTheDocument();
  });

  it('says Нет отзывов with no reviews', () => {
    expect(ratingText({ averageRating: 0, reviewsCount: 0 })).toBe('Нет отзывов');
    expect(ratingText({ averageRating: 5, reviewsCount: 1 })).toBe('5.0');
  });
});
