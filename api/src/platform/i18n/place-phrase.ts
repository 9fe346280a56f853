// Where something happened, said after a count ("24 заказа в Чиланзарском районе", "24 ta buyurtma
// Chilonzor tumanida"): Russian declines the names the reference data holds, Uzbek adds the locative -da.
import type { Language } from './language';

// "в Чиланзарском районе", "в Ташкенте"; Uzbek adds the locative: "Chilonzor tumanida", "Toshkentda".
export function placePhrase(scope: 'district' | 'city', name: string, language: Language): string {
  if (language === 'uz') return `${name}da`;
  if (scope === 'district') {
    // the districts' names are adjectives with "район": "Чиланзарский район", "Мирзо-Улугбекский район"
    const adjective = /^(.+)(?:ий|ый) район$/.exec(name);
    return adjective ? `в ${adjective[1]}ом районе` : `в районе «${name}»`;
  }
  // Ташкент, Самарканд: a city's name ending in a consonant takes -е
  return /[бвгдзклмнпрстфхцчшщ]$/i.test(name) ? `в ${name}е` : `в городе ${name}`;
}
