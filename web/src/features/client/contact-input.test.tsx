import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhoneSource } from '../../lib/telegram-phone';
import { renderWithProviders, type Mock } from '../../test/render';
import { ConfirmPhoneMutation, ContactInput, EMPTY_CONTACT, type ContactValue } from './contact-input';

let latest: ContactValue = EMPTY_CONTACT;

function Harness({ phoneSource }: { phoneSource?: PhoneSource }) {
  const [value, setValue] = useState<ContactValue>(EMPTY_CONTACT);
  latest = value;
  return <ContactInput value={value} onChange={setValue} phoneSource={phoneSource} />;
}

describe('contact input', () => {
  it('formats a phone and confirms a valid one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const phone = screen.getByLabelText('Телефон');
    await user.type(phone, '90 123');
    // the spaces typed are not stripped away: the number shows grouped
    expect(phone).toHaveValue('+998 90 123');
    expect(screen.getByText('Неверный формат телефона. Используйте формат +998XXXXXXXXX')).toBeInTheDocument();
    await user.type(phone, '4567');
    expect(phone).toHaveValue('+998 90 123 45 67');
    expect(screen.getByText('✓ Корректный формат')).toBeInTheDocument();
    expect(latest).toEqual({ mode: 'phone', value: '+998901234567' });
  });

  it('forces @ on a username and checks its format', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Telegram' }));
    const username = screen.getByLabelText('Telegram');
    await user.type(username, 'ivan');
    expect(username).toHaveValue('@ivan');
    expect(screen.getByText('Неверный формат логина. Используйте формат @username')).toBeInTheDocument();
    await user.type(username, '_pro');
    expect(screen.getByText('✓ Корректный формат')).toBeInTheDocument();
  });

  it('clears the value when the mode switches, so only one contact is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Телефон'), '901234567');
    await user.click(screen.getByRole('radio', { name: 'Telegram' }));
    expect(latest).toEqual({ mode: 'username', value: '' });
    expect(screen.getByLabelText('Telegram')).toHaveValue('');
    expect(screen.queryByText('✓ Корректный формат')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Telegram'), 'ivan_petrov');
    await user.click(screen.getByRole('radio', { name: 'Телефон' }));
    expect(latest).toEqual({ mode: 'phone', value: '' });
    expect(screen.getByLabelText('Телефон')).toHaveValue('');
  });

  it('shows no message while empty', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText('✓ Корректный формат')).not.toBeInTheDocument();
    expect(screen.queryByText(/Неверный формат/)).not.toBeInTheDocument();
  });
});

describe('phone from Telegram (issue 19)', () => {
  const SIGNED = 'contact=%7B%22user_id%22%3A7%7D&auth_date=1&hash=abc';
  const source = (contact: string | null, supported = true): PhoneSource => ({
    supported: async () => supported,
    request: jest.fn(async () => contact),
  });
  const confirmMock = (answer: Record<string, unknown>): Mock => ({
    request: { query: ConfirmPhoneMutation, variables: { contact: SIGNED } },
    result: { data: { confirmPhoneFromTelegram: answer } },
  });

  it('fills the phone the server confirmed from the signed contact, until the client types', async () => {
    const user = userEvent.setup();
    const phoneSource = source(SIGNED);
    renderWithProviders(<Harness phoneSource={phoneSource} />, {
      mocks: [
        confirmMock({
          __typename: 'MutationConfirmPhoneFromTelegramSuccess',
          data: { __typename: 'User', id: 7, phone: '+998901234567', phoneVerified: true },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Взять номер из Telegram' }));
    expect(await screen.findByText('✓ Номер подтверждён Telegram')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+998 90 123 45 67');
    expect(latest).toEqual({ mode: 'phone', value: '+998901234567', verified: true });

    // a typed change is an ordinary phone again, with docs/product.md's check
    await user.type(screen.getByLabelText('Телефон'), '{Backspace}8');
    expect(latest).toEqual({ mode: 'phone', value: '+998901234568' });
    expect(screen.getByText('✓ Корректный формат')).toBeInTheDocument();
  });

  it("shows the server's refusal and a declined request, and keeps the typed phone", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness phoneSource={source(SIGNED)} />, {
      mocks: [confirmMock({ __typename: 'ForbiddenError', message: 'Это не ваш контакт в Telegram' })],
    });
    await user.type(screen.getByLabelText('Телефон'), '901112233');
    await user.click(await screen.findByRole('button', { name: 'Взять номер из Telegram' }));
    expect(await screen.findByText('Это не ваш контакт в Telegram')).toBeInTheDocument();
    expect(latest).toEqual({ mode: 'phone', value: '+998901112233' });
  });

  it('says so when the user declines', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness phoneSource={source(null)} />);
    await user.click(await screen.findByRole('button', { name: 'Взять номер из Telegram' }));
    expect(await screen.findByText('Номер не получен, введите его вручную')).toBeInTheDocument();
    expect(latest).toEqual({ mode: 'phone', value: '' });
  });

  it('offers nothing where Telegram cannot be asked', async () => {
    const phoneSource = source(SIGNED, false);
    renderWithProviders(<Harness phoneSource={phoneSource} />);
    await screen.findByLabelText('Телефон');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Взять номер из Telegram' })).not.toBeInTheDocument();
    expect(phoneSource.request).not.toHaveBeenCalled();
  });
});
