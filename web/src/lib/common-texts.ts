// Texts the shell itself shows from the shared pieces (a toast's close button, a hint's label, the
// "try later" failures): bundled in Russian, in Uzbek with the shell's Uzbek texts. The sources are
// web/src/locales/{ru,uz}/common.json; the other shared texts (ui.json) load with the screens.
import { messages, type Texts } from '../locales/ru/common';
import { bindTexts } from './i18n';

export const COMMON_TEXTS = bindTexts<Texts>('common', messages);
