// The contact Telegram returned to the Mini App's requestContact, as Telegram signed it
// (`contact=...&auth_date=...&hash=...`): text of a bounded size; its signature is the domain's to check.
import { z } from 'zod';
import { parseOrThrow } from '../../platform/input/parse';

// a signed contact is a few hundred characters: a longer one is not worth hashing
const CONTACT_MAX = 4096;

const signedContact = z.string({ error: 'CONTACT_INVALID' }).max(CONTACT_MAX, 'CONTACT_INVALID');

export const parseSignedContact = (raw: unknown): string => parseOrThrow(signedContact, raw, 'contact');
