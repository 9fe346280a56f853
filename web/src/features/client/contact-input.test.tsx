import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ContactInput, EMPTY_CONTACT, type ContactValue } from './contact-input';

let latest: ContactValue = EMPTY_CONTACT;

function Harness() {
  const [value, setValue] = useState<ContactValue>(EMPTY_CONTACT);
  latest = value;
  return <ContactInput value={value} onChange={setValue} />;
}

describe('contact input', () => {
  it('formats a phone and confirms a valid one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const phone = screen.getByLabelText('Телефон');
    await user.type(phone, '90 123');
    expect(phone).toHaveValue('+99890123');
    expect(screen.getByText('Неверный формат телефона. Используйте формат +998XXXXXXXXX')).toBeInTheDocument();
    await user.type(phone, '4567');
    expect(phone).toHaveValue('+998901234567');
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
