import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { DutyPanel, MyDutyQuery, SetMyDutyMutation } from './duty-panel';

const duty = (onDuty: boolean, offReason: string | null) => ({
  request: { query: MyDutyQuery },
  result: { data: { myDuty: { __typename: 'MasterDuty', onDuty, offReason, hours: [] } } },
});

describe('duty panel', () => {
  it('says why a master was put off duty and brings him back on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DutyPanel />, {
      mocks: [
        duty(false, 'missed_offers'),
        {
          request: { query: SetMyDutyMutation, variables: { onDuty: true } },
          result: {
            data: {
              setMyDuty: {
                __typename: 'MutationSetMyDutySuccess',
                data: { __typename: 'MasterDuty', onDuty: true, offReason: null },
              },
            },
          },
        },
        duty(true, null),
      ],
    });
    expect(await screen.findByText('Вы не на линии')).toBeInTheDocument();
    expect(screen.getByText(/Вы не ответили на несколько предложений подряд/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти на линию' }));
    expect(await screen.findByRole('button', { name: 'Уйти с линии' })).toBeInTheDocument();
    expect(screen.getByText('Новые заказы приходят вам.')).toBeInTheDocument();
  });

  it('lets a master on duty leave the line', async () => {
    renderWithProviders(<DutyPanel />, { mocks: [duty(true, null)] });
    const button = await screen.findByRole('button', { name: 'Уйти с линии' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
