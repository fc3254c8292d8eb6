import type { Problem } from '../protocol/index.ts';
import { area } from '../words/format.ts';
import * as ruWords from '../words/ru/problems-client.ts';
import * as enWords from '../words/en/problems-client.ts';

/** Errors the browser itself reports (the hub's come over the wire with their own text); words in src/words. */
const words = area(ruWords.client, enWords.client);

export type ClientProblemCode = keyof typeof ruWords.client;

export function problem(code: ClientProblemCode): Problem {
  return { code, message: words.text(code), clause: null };
}
