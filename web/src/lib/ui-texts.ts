// Texts of the shared pieces (web/src/ui) and of the display helpers (web/src/lib): bundled in Russian
// with the first piece that needs them, in Uzbek with the shell's Uzbek texts (web/src/locales/uz/index.ts).
// The sources are web/src/locales/{ru,uz}/ui.json.
import { messages, type Texts } from '../locales/ru/ui';
import { bindTexts } from './i18n';

export const UI_TEXTS = bindTexts<Texts>('ui', messages);
