import { z } from 'zod';
import {
  PlayerSchema,
  TournamentListSchema,
  TournamentSchema,
  type TournamentInput,
} from '../../src/protocol/index.ts';
import { hubCall } from '../../src/client/hub-api.ts';

/** The panel's calls before the show (docs/protocol.md "Tournaments", "Players", "Exports"). */

export const listTournaments = (token: string) => hubCall('/tournaments', token, TournamentListSchema);

/** Creates or replaces a tournament; without `players` or `identity` the hub keeps the ones it has. */
export const putTournament = (id: string, input: TournamentInput, token: string) =>
  hubCall(`/tournaments/${encodeURIComponent(id)}`, token, TournamentSchema, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });

const ImportReplySchema = z.object({ created: z.number(), players: z.array(PlayerSchema) });

/** A list as CSV: the hub checks every row first, then makes the new players and lists them all. */
export const importList = (id: string, csv: string, token: string) =>
  hubCall(`/tournaments/${encodeURIComponent(id)}/import`, token, ImportReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    body: csv,
  });

/** A spreadsheet (.xlsx) as it is: the hub reads its first sheet and checks every row the same way. */
export const importSheet = (id: string, sheet: Uint8Array<ArrayBuffer>, token: string) =>
  hubCall(`/tournaments/${encodeURIComponent(id)}/import`, token, ImportReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    body: sheet,
  });

const LATIN: Record<string, string> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((c, i) => [
    c,
    'a b v g d e e zh z i y k l m n o p r s t u f h ts ch sh sch  y  e yu ya'.split(' ')[i] ?? '',
  ]),
);

/** A tournament id from its name: "Кубок осени 2026" -> "kubok-oseni-2026" (lowercase, digits, dashes). */
export function idOf(name: string): string {
  const latin = [...name.toLowerCase()].map((c) => LATIN[c] ?? c).join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
}
