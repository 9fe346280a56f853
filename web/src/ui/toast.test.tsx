import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, ToastProvider, useToast, type ToastInput } from './toast';

function Trigger({ input, label = 'show' }: { input: ToastInput; label?: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(input)}>{label}</button>;
}

function setup(...inputs: ToastInput[]) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>
        {inputs.map((input, index) => (
          <Trigger key={index} input={input} label={`show ${index}`} />
        ))}
      </ToastProvider>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user };
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 5 s and removes it 1 s after it closes', async () => {
    const { user } = setup({ title: 'Готово' });
    await user.click(screen.getByText('show 0'));
    expect(screen.getByRole('status')).toHaveTextContent('Готово');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');

    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 10));
    expect(screen.queryByText('Готово')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText('Готово')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast 1 s after the close button', async () => {
    const { user } = setup({ title: 'Готово' });
    await user.click(screen.getByText('show 0'));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Готово')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    const { user } = setup(
      { title: 'Первый' },
      {
        title: 'Ошибка смены роли',
        description: 'Не удалось изменить роль. Попробуйте еще раз.',
        variant: 'destructive',
      },
    );
    await user.click(screen.getByText('show 0'));
    await user.click(screen.getByText('show 1'));
    expect(screen.queryByText('Первый')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ошибка смены роли');
    expect(alert).toHaveTextContent('Не удалось изменить роль. Попробуйте еще раз.');
  });

  it('keeps its own display time', async () => {
    const { user } = setup({ title: 'Коротко', duration: 1000 });
    await user.click(screen.getByText('show 0'));
    act(() => jest.advanceTimersByTime(1000 + TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Коротко')).not.toBeInTheDocument();
  });
});
