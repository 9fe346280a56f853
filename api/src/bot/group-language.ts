// Which language and script a group message is written in, for the bot's reply (group-texts.ts): more
// Latin letters than Cyrillic is Uzbek in Latin (unless the words are Russian typed in Latin letters),
// Cyrillic with Uzbek letters or words is Uzbek in Cyrillic, other Cyrillic is Russian.
import type { GroupVoice } from './group-texts';

const UZBEK_CYRILLIC_LETTERS = /[ўқғҳ]/i;
const UZBEK_CYRILLIC_WORDS =
  /(^|[^а-яё])(керак|кераг|борми|бор|учун|илтимос|менга|бизга|кимда|ким|билан|ва|ҳам|хам|уйда|уйга|уйимга|уйимизга|ишламаяпти|ишламаяпди|бузилди|тузатиш|тузатадиган|ёрдам|яхши|жуда|қилиш|килиш|тезда|зарур|ишлайдиган|бўлса|булса|беринг|айтинг|ташлаб)(?=$|[^а-яё])/i;
const RUSSIAN_LATIN_WORDS =
  /(^|[^a-z])(nujen|nuzhen|nujna|nuzhna|nujno|nuzhno|nado|srochno|kto|mojet|mozhet|pomogite|pochinit|sdelat|ishchu|ishu|poreko?mend\w*|techet|slomal\w*|ne rabotaet|pozhaluysta|pojaluysta|master nujen)(?=$|[^a-z])/i;

export function groupVoiceOf(text: string): GroupVoice {
  const lower = text.toLowerCase();
  const cyrillic = (lower.match(/[а-яёўқғҳ]/g) ?? []).length;
  const latin = (lower.match(/[a-z]/g) ?? []).length;
  if (latin > cyrillic) return RUSSIAN_LATIN_WORDS.test(lower) ? 'ru' : 'uz';
  if (UZBEK_CYRILLIC_LETTERS.test(lower) || UZBEK_CYRILLIC_WORDS.test(lower)) return 'uz-cyrl';
  return 'ru';
}
