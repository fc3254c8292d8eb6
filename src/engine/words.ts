/**
 * The engine's sentences are catalog keys (src/words/{ru,en}/<area>.ts) and values: the protocol and
 * the log carry them so (`{ key, values }`), and each screen renders them in its language. A value
 * that is itself words (an award's name, a winner) is keyed too.
 */
import { said, type Message, type Said, type SaidValue } from '../words/format.ts';

export type { Said };
export type SaidValues = Readonly<Record<string, SaidValue>>;

/** An area of the catalog as the engine says it: `say(key, values)` is `{ key: 'area.key', values }`. */
export function sayer<T extends Record<string, Message>>(area: string, _words: T) {
  return (key: keyof T & string, values?: SaidValues): Said => said(`${area}.${key}`, values);
}
