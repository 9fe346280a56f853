// Texts of the app shell: the side menu of docs/product.md §2 "Side menu and header", the guard's toast, the language switch.
// The Russian source is web/src/locales/ru/shell.json, the Uzbek one web/src/locales/uz/shell.json.
import { bindTexts } from '../lib/i18n';
import { messages, type Texts } from '../locales/ru/shell';

export const SHELL_TEXTS = bindTexts<Texts>('shell', messages);
