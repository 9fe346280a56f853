// User-facing texts of the session screens (docs/product.md §2 "Entry and role selection", §4 "Role change").
// The Russian source is web/src/locales/ru/session.json, the Uzbek one web/src/locales/uz/session.json.
import { bindTexts } from '../../lib/i18n';
import { messages, type Texts } from '../../locales/ru/session';

export const SESSION_TEXTS = bindTexts<Texts>('session', messages);
