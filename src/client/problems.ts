import type { Problem } from '../protocol/index.ts';
import { said } from '../words/format.ts';
import type * as ruWords from '../words/ru/problems-client.ts';

/** Errors the browser itself reports (the hub's come over the wire), keyed as the hub's are; words in src/words. */
export type ClientProblemCode = keyof typeof ruWords.client;

export function problem(code: ClientProblemCode): Problem {
  return { code, message: said(`client.${code}`), clause: null };
}
