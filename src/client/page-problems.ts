import type { Problem } from '../protocol/index.ts';
import { said } from '../words/format.ts';
import * as ruWords from '../words/ru/problems-page.ts';
import { problem as connectionProblem, type ClientProblemCode } from './problems.ts';

/**
 * The errors the panel's and the judge's pages report themselves, beside the connection's: a module
 * of its own, so the overlay pages (which import only ./problems.ts) do not carry their codes.
 */
export type PageProblemCode = keyof typeof ruWords.clientPage;

export function problem(code: ClientProblemCode | PageProblemCode): Problem {
  return code in ruWords.clientPage
    ? { code, message: said(`clientPage.${code}`), clause: null }
    : connectionProblem(code as ClientProblemCode);
}
