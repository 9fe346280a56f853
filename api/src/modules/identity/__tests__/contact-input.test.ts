// The signed contact of Telegram's requestContact, as the REST shim and the GraphQL schema read it.
import { parseSignedContact } from '../contact-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

it('passes the signed text on as it is (the domain checks the signature)', () => {
  const signed = 'contact=%7B%7D&auth_date=1700000000&hash=abc';
  expect(parseSignedContact(signed)).toBe(signed);
});

it('refuses what is not text, or too long to be a contact, under contact', () => {
  for (const bad of [undefined, null, 42, { contact: 'x' }, 'x'.repeat(4097)]) {
    const error = refusal(() => parseSignedContact(bad));
    expect(error.code).toBe('CONTACT_INVALID');
    expect(error.fieldErrors).toEqual({ contact: ['CONTACT_INVALID'] });
  }
});
