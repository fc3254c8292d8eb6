/**
 * The seating page's elements (issue 40): the one-page sheets (players × rounds, pair meetings),
 * "find my seat" and the ahead-of-schedule line. Text only, never HTML: nicknames are typed by people.
 */
import {
  byNickname,
  findSeat,
  labelOf,
  pairMatrix,
  playerSheet,
  tablesOf,
  type SeatingData,
  type SeatingNextData,
} from './seating-sheets.ts';
import type { seating } from '../words/ru/site.ts';

type Words = { readonly [K in keyof typeof seating]: string };

/** An element with text. */
export function el(tag: string, cls = '', text = ''): HTMLElement {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

/** A table as people read it: its label, else the catalog's "table t1". */
export const tableName = (w: Words, next: SeatingNextData, table: string) =>
  labelOf(next, table) ?? `${w.table} ${table}`;

/** A4 portrait less 10 mm margins, in CSS pixels (96 per inch): what one printed page holds. */
const PAGE = { width: 718, height: 1046 };

/** Shrinks a sheet (zoom) until it fits one A4 page, whatever the day's size. */
export function fitPage(sheet: HTMLElement): void {
  sheet.style.zoom = '1';
  const scale = Math.min(1, PAGE.width / sheet.scrollWidth, PAGE.height / sheet.scrollHeight);
  sheet.style.zoom = String(Math.floor(scale * 1000) / 1000);
}

function sheetHead(w: Words, next: SeatingNextData, title: string, note: string): HTMLElement {
  const sheet = el('section', 'sheet onepage');
  sheet.append(el('h1', '', next.name ? `${next.name} · ${title}` : title), el('p', 'legend', note));
  return sheet;
}

/** Every player (by nickname) × every round: the table (by its number in the legend) and the seat. */
export function gridSheet(w: Words, s: SeatingData, next: SeatingNextData): HTMLElement {
  const tables = tablesOf(s);
  const legend = tables.map((t, i) => `${i + 1} — ${tableName(w, next, t)}`).join(', ');
  const sheet = sheetHead(w, next, w.grid, `${w.gridNote}. ${legend}`);
  const table = el('table', 'grid');
  const head = el('tr');
  head.append(el('th'));
  s.rounds.forEach((_, r) => head.append(el('th', '', String(r + 1))));
  table.append(head);
  for (const id of byNickname(s, next)) {
    const row = el('tr');
    row.append(el('th', '', next.names[id]?.nickname ?? id));
    for (const r of playerSheet(s, id))
      row.append(el('td', '', r.table === null ? '—' : `${tables.indexOf(r.table) + 1}/${r.seat}`));
    table.append(row);
  }
  sheet.append(table);
  return sheet;
}

/** Every two players: how many games they share (numbered rows, the numbers across). */
export function pairsSheet(w: Words, s: SeatingData, next: SeatingNextData): HTMLElement {
  const order = byNickname(s, next);
  const meets = pairMatrix(s, order);
  const sheet = sheetHead(w, next, w.pairs, w.pairsNote);
  const table = el('table', 'pairs');
  const head = el('tr');
  head.append(el('th'));
  order.forEach((_, i) => head.append(el('th', '', String(i + 1))));
  table.append(head);
  order.forEach((id, i) => {
    const row = el('tr');
    row.append(el('th', 'name', `${i + 1}. ${next.names[id]?.nickname ?? id}`));
    meets[i]?.forEach((n, j) => row.append(el('td', i === j ? 'self' : `n${Math.min(n, 4)}`, String(n))));
    table.append(row);
  });
  sheet.append(table);
  return sheet;
}

/** "Table A is ahead of the schedule: waits for Anna (still playing at table B)", one line a table. */
export function aheadLines(w: Words, next: SeatingNextData): HTMLElement[] {
  return (next.ahead ?? []).map((a) =>
    el(
      'p',
      'ahead',
      `⚠ ${tableName(w, next, a.table)} (${w.round} ${a.round}) ${w.ahead} ${a.waitingFor
        .map(
          (x) =>
            `${next.names[x.player]?.nickname ?? x.player} (${w.playsAt} ${tableName(w, next, x.table)})`,
        )
        .join(', ')}`,
    ),
  );
}

/** The finder's answer: each matching player with the table and seat of his coming game. */
export function foundList(w: Words, s: SeatingData, next: SeatingNextData, query: string): HTMLElement {
  const list = el('ul', 'found');
  const found = findSeat(s, next, query);
  if (query.trim() && found.length === 0) list.append(el('li', 'none', w.noOne));
  for (const f of found) {
    const li = el('li');
    li.append(el('b', 'nick', f.nickname));
    li.append(
      el(
        'span',
        'where',
        f.table === null
          ? w.noGame
          : `${w.round} ${f.round}: ${tableName(w, next, f.table)}, ${w.seat} ${f.seat}`,
      ),
    );
    list.append(li);
  }
  return list;
}
