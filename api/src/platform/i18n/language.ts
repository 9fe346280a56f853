// The viewer's interface language and the reference data in it: Uzbek users read the Uzbek name where one
// is written, everyone else (and Uzbek users where none is) the Russian one, in the same field.
import type { Language } from '../db/generated/prisma/client';
import type { Viewer } from '../context';

export type { Language };

export function languageOf(viewer: Viewer | null | undefined): Language {
  return viewer?.user.language ?? 'ru';
}

export function localized(language: Language, russian: string, uzbek: string | null | undefined): string {
  return language === 'uz' && uzbek ? uzbek : russian;
}
