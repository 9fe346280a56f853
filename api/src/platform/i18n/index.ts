// The one message catalogue of the API, read by both faces: the REST shim's `message` and `errors`, the
// GraphQL `Error.message`, the category detection's refusal. A text comes in the viewer's language;
// without a signed-in viewer, in Russian (docs/product.md's texts).
import type { Language } from '../db/generated/prisma/client';
import type { Catalogue, MessageCode, MessageRef, ParamValue, Params } from './catalogue';
import { RU } from './ru';
import { UZ } from './uz';

export type { Catalogue, MessageCode, MessageRef, ParamValue, Params, PlainCode } from './catalogue';

export const CATALOGUES: Record<Language, Catalogue> = { ru: RU, uz: UZ };

export interface Message {
  code: MessageCode;
  params: Params;
}

export function messageOf(ref: MessageRef): Message {
  return typeof ref === 'string' ? { code: ref, params: {} } : { code: ref.code, params: ref.params };
}

function paramText(language: Language, value: ParamValue): string {
  return typeof value === 'object' ? CATALOGUES[language][value.code] : String(value);
}

// The text a record keeps (a task's status history): Russian, the language of the admin area's data.
export function recordedText(ref: MessageRef): string {
  return translate('ru', ref);
}

// The text of a message in a language; an unknown language reads Russian.
export function translate(language: Language | null | undefined, ref: MessageRef | Message): string {
  const { code, params } = typeof ref === 'string' ? messageOf(ref) : { code: ref.code, params: ref.params ?? {} };
  const lang = language && CATALOGUES[language] ? language : 'ru';
  return CATALOGUES[lang][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? paramText(lang, (params as Params)[name]) : whole,
  );
}
