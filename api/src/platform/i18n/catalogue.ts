// The shape of a message catalogue and of a reference to one of its messages. The Russian catalogue
// names the codes; every other language has the same keys (the type says so) and the same parameters.
import type { RU } from './ru';

export type MessageCode = keyof typeof RU;
export type Catalogue = Record<MessageCode, string>;

// the `{name}` parameters written in a text
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
export type PlainCode = { [C in MessageCode]: [Placeholders<(typeof RU)[C]>] extends [never] ? C : never }[MessageCode];

// a parameter is a value or another message (a status label, say), said in the same language
export type ParamValue = string | number | { code: PlainCode };
export type Params = Record<string, ParamValue>;

// A code and its parameters, as the domain raises them; a code without parameters may stand alone.
// The parameters a code needs are read from its Russian text, so a missing one does not compile.
export type MessageRef =
  | PlainCode
  | { [C in MessageCode]: { code: C; params: Record<Placeholders<(typeof RU)[C]>, ParamValue> } }[MessageCode];
