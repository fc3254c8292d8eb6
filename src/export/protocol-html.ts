/**
 * The paper protocol: one printable page per game in the layout judges know (FIIM's and
 * MafClub's game protocol forms: the header, seats with role, four foul boxes and points, the
 * winning team, the best move, the votes of each day, the nights; signatures at the foot), and a
 * tournament's summary sheet. Plain HTML and print CSS: the browser prints it to A4 or PDF.
 */
import type { Standings, TournamentDetail } from '../protocol/index.ts';
import type { NightRecord } from '../engine/types.ts';
import { withRestForLast, type GamePlace, type GameRecord, type RecordSeat } from './record.ts';
import { AWARDS, bestMoveName, isBlackRole, RULESET_NAMES, type AwardKind } from '../facts/index.ts';
import { both, roleWords, statusWords, winnerWords } from '../words/air.ts';
import * as ru from '../words/ru/protocol.ts';
import * as en from '../words/en/protocol.ts';
import type { Written } from '../words/languages.ts';

export type Lang = Written;

/** The sheet's words (src/words/ru/protocol.ts and en/); roles, how a seat left and a draw are the broadcast's. */
const T = both({ ru: ru.sheet, en: en.sheet });
const ROLES = roleWords();
/** The winning team as the sheet names it: the reds, the blacks, the maniac (a role) or a draw. */
const WINNERS = { red: T.red, black: T.black, maniac: ROLES.maniac, draw: winnerWords().draw };
const STATUS = statusWords();
const how = (left: keyof typeof STATUS, lang: Lang) => STATUS[left][lang].toLocaleLowerCase(lang);

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const num = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n * 100) / 100));

const CSS = `
@page { size: A4 landscape; margin: 10mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.25 "DejaVu Sans", Arial, sans-serif; color: #000; background: #fff; margin: 0; }
.sheet { page-break-after: always; break-after: page; }
.sheet:last-child { page-break-after: auto; break-after: auto; }
h1 { font-size: 15pt; margin: 0 0 3mm; text-transform: uppercase; letter-spacing: .04em; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 0.3mm solid #000; padding: 0.8mm 1.5mm; vertical-align: middle; }
th { font-size: 8.5pt; font-weight: bold; text-transform: uppercase; background: #eee; white-space: nowrap; }
td.left { white-space: nowrap; }
.head td { font-size: 10pt; }
.head b { font-size: 8pt; text-transform: uppercase; margin-right: 2mm; }
.cols { display: flex; gap: 5mm; margin-top: 3mm; }
.cols > div { flex: 1; }
.cols > div.wide { flex: 1.5; }
.seats td { height: 8.5mm; }
.seats.many td { height: 6mm; font-size: 9.5pt; }
td.n, td.c { text-align: center; }
td.n { font-weight: bold; width: 9mm; }
td.foul { width: 6.5mm; text-align: center; font-weight: bold; }
td.black { background: #ddd; }
.box { margin-top: 3mm; }
.box td { height: 9mm; }
.days td, .nights td { height: 7mm; }
.small { font-size: 8.5pt; }
.sign td { height: 14mm; vertical-align: bottom; font-size: 8pt; color: #444; }
.screen-only { margin: 3mm 0; font-size: 10pt; }
@media print { .screen-only { display: none; } }
`;

function page(title: string, lang: Lang, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${CSS}</style></head><body>
<p class="screen-only"><button onclick="print()">${T.print[lang]}</button></p>
${body}
</body></html>`;
}

/** Where the game was played (its tournament, table and number there). */
export type ProtocolMeta = GamePlace;

function seatRow(r: GameRecord, s: RecordSeat, lang: Lang): string {
  const score = r.scores?.find((x) => x.seat === s.seat);
  const black = isBlackRole(s.role);
  const boxes = [0, 1, 2, 3].map((i) => `<td class="foul">${i < s.fouls.length ? '✕' : ''}</td>`).join('');
  const left = s.left
    ? `${how(s.left.how, lang)}, ${(s.left.at.phase === 'day' ? T.day[lang] : T.night[lang]).toLowerCase()} ${s.left.at.number}`
    : '';
  const cards = [
    s.techFouls.length ? `T${s.techFouls.length}` : '',
    s.yellowCards ? `Y${s.yellowCards}` : '',
    s.redCard ? 'R' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<tr><td class="n">${s.seat}</td><td>${escapeHtml(s.nickname)}</td><td class="c${black ? ' black' : ''}">${
    s.role ? ROLES[s.role][lang] : ''
  }</td>${boxes}<td class="c small">${escapeHtml(cards)}</td><td class="small left">${left}</td><td class="c">${num(score?.main)}</td><td class="c">${num(
    score?.extras,
  )}</td><td class="c"><b>${num(score?.total)}</b></td></tr>`;
}

function daysTable(r: GameRecord, lang: Lang): string {
  const rows = r.days
    .filter((d) => d.nominations.length || d.votings.length)
    .map((d) => {
      const noms = d.nominations.map((n) => `${n.seat}<span class="small"> (${n.by})</span>`).join(', ');
      const votes = d.votings
        .map((v, i) =>
          v.kind === 'eliminateAll'
            ? `${T.eliminateAll[lang]}: ${v.eliminateAllFor ?? '—'}`
            : (i > 0 ? `${T.revote[lang]}: ` : '') +
              withRestForLast(v)
                .map(
                  (c) =>
                    `${c.candidate}: <b>${c.count}</b>${c.voters ? `<span class="small"> [${c.voters.join(',')}]</span>` : ''}`,
                )
                .join('; '),
        )
        .join('<br>');
      const out = r.seats.filter(
        (s) => s.left?.how === 'votedOut' && s.left.at.phase === 'day' && s.left.at.number === d.day,
      );
      const outText = out.length
        ? ` ⇒ <b>${out.map((s) => s.seat).join(', ')}</b> ${how('votedOut', lang)}`
        : '';
      // a vote a removal cancelled (MafClub 4.12.1) says so rather than leave the cell blank
      const removed = r.seats.filter(
        (s) => s.left?.how === 'removed' && s.left.at.phase === 'day' && s.left.at.number === d.day,
      );
      const cancelled =
        d.nominations.length && !out.length && removed.length && !d.votings.some((v) => v.decided)
          ? `<i data-cancelled>${T.voteCancelled[lang]} ${removed.map((s) => s.seat).join(', ')}</i>`
          : '';
      const result = [votes, outText, cancelled].filter(Boolean).join('<br>');
      return `<tr><td class="n">${d.day}</td><td>${noms}</td><td>${result}</td></tr>`;
    })
    .join('');
  const blank = '<tr><td class="n">&nbsp;</td><td></td><td></td></tr>'.repeat(Math.max(0, 5 - r.days.length));
  return `<table class="days"><tr><th>${T.day[lang]}</th><th>${T.nominated[lang]}</th><th>${T.votes[lang]}</th></tr>${rows}${blank}</table>`;
}

/** The club roles' night acts, each a column when a seat has that role (club Mafia). */
const CLUB_NIGHT = [
  { role: 'doctor', cell: (n: NightRecord) => n.heal },
  { role: 'lover', cell: (n: NightRecord) => n.visit },
  { role: 'maniac', cell: (n: NightRecord) => n.maniacShot },
] as const;

function nightsTable(r: GameRecord, lang: Lang): string {
  const seatOrMiss = (x: number | 'miss' | undefined) =>
    x === undefined ? '' : x === 'miss' ? T.miss[lang] : String(x);
  const club = CLUB_NIGHT.filter((c) => r.seats.some((s) => s.role === c.role));
  const rows = r.nights
    .filter((n) => n.night > 0)
    .map((n) => {
      const don = n.donCheck ? `${n.donCheck.seat} ${n.donCheck.isSheriff ? '★' : '—'}` : '';
      const sheriff = n.sheriffCheck ? `${n.sheriffCheck.seat} ${n.sheriffCheck.isBlack ? '●' : '○'}` : '';
      const more = club.map((c) => `<td class="c">${seatOrMiss(c.cell(n))}</td>`).join('');
      return `<tr><td class="n">${n.night}</td><td class="c">${seatOrMiss(n.shot)}</td><td class="c">${don}</td><td class="c">${sheriff}</td>${more}</tr>`;
    })
    .join('');
  const blank = `<tr><td class="n">&nbsp;</td>${'<td></td>'.repeat(3 + club.length)}</tr>`.repeat(
    Math.max(0, 4 - r.nights.length + 1),
  );
  const heads = club.map((c) => `<th>${ROLES[c.role][lang]}</th>`).join('');
  return `<table class="nights"><tr><th>${T.night[lang]}</th><th>${T.shot[lang]}</th><th>${ROLES.don[lang]}</th><th>${ROLES.sheriff[lang]}</th>${heads}</tr>${rows}${blank}</table><p class="small">${T.legend[lang]}</p>`;
}

/**
 * The scorer's notes in the sheet's language. The first note of every seat is its main points (the
 * Points column says them), so the box explains the rest: extras, Prima Nota, sanctions. The
 * engine writes its notes in English; another sheet says each phrase it knows in its language
 * (`sheetNote`, the awards' names).
 */
type Phrase = Record<Lang, string> & { atStart?: true };
const NOTE = both({ ru: ru.sheetNote, en: en.sheetNote });
const award = (kind: AwardKind): Phrase => ({
  ru: AWARDS[kind].ru.toLowerCase(),
  en: AWARDS[kind].en.toLowerCase(),
});
/** In this order: a phrase before any shorter one it begins with ("judge extras" before "judge"). */
const NOTE_PHRASES: readonly Phrase[] = [
  NOTE.primaNotaReplay, NOTE.primaNota, NOTE.blacks, NOTE.hintBestMove, NOTE.judgeLarger,
  NOTE.bestMoveLarger, NOTE.notCounted, award('judge'), { ...NOTE.judge, atStart: true },
  award('bestMove'), award('bestPlay'), award('worstMove'), award('worstPlay'), award('penalty'),
  NOTE.disqualification, NOTE.removal, NOTE.yellowCard, NOTE.redCard,
]; // prettier-ignore
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The engine's phrase as a pattern (`{n}` a digit) and the sheet's words for it. */
const NOTE_RULES = (lang: Lang): [RegExp, string][] =>
  NOTE_PHRASES.map((p) => [
    new RegExp((p.atStart ? '^' : '') + p.en.split('{n}').map(escapeRegExp).join('(\\d)'), 'g'),
    p[lang].replaceAll('$', '$$$$').replace('{n}', '$1'),
  ]);
const NOTE_RU = NOTE_RULES('ru');

export function noteText(note: string, lang: Lang): string {
  return lang === 'en' ? note : NOTE_RU.reduce((t, [from, to]) => t.replace(from, to), note);
}

function explained(r: GameRecord, lang: Lang): string {
  return (r.scores ?? [])
    .flatMap((l) => l.notes.slice(1).map((n) => `${l.seat}: ${escapeHtml(noteText(n, lang))}`))
    .join('; ');
}

/** Issue 27: each undo, redo and foul taken back, with its reason and who made it. */
function correctionsRow(r: GameRecord, lang: Lang): string {
  if (r.corrections.length === 0) return '';
  const what = { undo: T.undo, redo: T.redo, 'foul/remove': T.foulBack } as const;
  const list = r.corrections
    .map((c) => {
      const seat = c.seat === null ? '' : ` ${c.seat}`;
      const who = c.by ? ` (${escapeHtml(c.by)})` : '';
      const why = c.reason ? `: ${escapeHtml(c.reason)}` : '';
      return `#${c.n} ${what[c.type][lang]}${seat}${who}${why}`;
    })
    .join('; ');
  return `<tr><td colspan="2" class="small" data-corrections><b>${T.corrections[lang]}</b>: ${list}</td></tr>`;
}

/** Issue 40: each sanction's reason and clause, as the log holds them (MafClub 4.7, FIIM 6.6-6.7). */
function sanctionsRow(r: GameRecord, lang: Lang): string {
  if (r.sanctions.length === 0) return '';
  const list = r.sanctions
    .map((n) => {
      const what = `${T[n.kind][lang]}${n.number !== undefined ? ` ${n.number}` : ''}`;
      const when = `${(n.at.phase === 'day' ? T.day[lang] : T.night[lang]).toLowerCase()} ${n.at.number}`;
      const why = [n.clause, n.reason].filter(Boolean).map((x) => escapeHtml(x!));
      const none = n.noPenalty ? `, ${T.noPenalty[lang]}` : '';
      return `${n.seat}: ${what} (${when}${why.length ? `; ${why.join(' ')}` : ''}${none})`;
    })
    .join('; ');
  return `<tr><td colspan="2" class="small" data-sanctions><b>${T.sanctions[lang]}</b>: ${list}</td></tr>`;
}

/** One game's protocol sheet (the body of the printable page). */
export function protocolSheet(r: GameRecord, lang: Lang, meta: ProtocolMeta = {}): string {
  const date = r.startedAt === null ? '' : new Date(r.startedAt).toISOString().slice(0, 10);
  const head = `<table class="head"><tr>
<td colspan="2"><b>${T.tournament[lang]}</b>${escapeHtml(meta.tournament ?? '')}</td>
<td><b>${T.date[lang]}</b>${date}</td></tr><tr>
<td><b>${T.table[lang]}</b>${escapeHtml(meta.tableLabel ?? meta.table ?? '')}</td>
<td><b>${T.game[lang]}</b>${meta.gameNo ?? ''} <span class="small">(${escapeHtml(r.gameId)})</span></td>
<td><b>${T.rules[lang]}</b>${RULESET_NAMES[r.ruleset][lang]}</td></tr></table>`;
  const seats = `<table class="seats${r.seatCount > 10 ? ' many' : ''}"><tr><th>${T.seat[lang]}</th><th>${T.player[lang]}</th><th>${
    T.role[lang]
  }</th><th colspan="4">${T.fouls[lang]}</th><th>${T.cards[lang]}</th><th>${T.left[lang]}</th><th>${T.main[lang]}</th><th>${T.extras[lang]}</th><th>${
    T.total[lang]
  }</th></tr>${r.seats.map((s) => seatRow(r, s, lang)).join('')}</table>`;
  const winner = r.winner ? WINNERS[r.winner][lang] : T.inProgress[lang];
  const best = r.bestMove ? `${r.bestMove.join(', ')} — ${T.by[lang]} ${r.firstKilled ?? ''}` : '—';
  const notes = explained(r, lang);
  const foot = `<table class="box"><tr><td><b>${T.winner[lang]}</b>: ${winner}${
    r.imposed
      ? ` <span class="small">(${escapeHtml(r.imposed.reason)}${r.imposed.clause ? `, ${escapeHtml(r.imposed.clause)}` : ''})</span>`
      : ''
  }</td><td><b>${bestMoveName(r.ruleset)[lang]}</b>: ${best}</td></tr>
<tr><td colspan="2" class="small"><b>${T.notes[lang]}</b>: ${notes}</td></tr>
${sanctionsRow(r, lang)}${correctionsRow(r, lang)}<tr><td colspan="2"><b>${T.protest[lang]}</b>:</td></tr></table>
<table class="sign box"><tr><td data-judge>${T.judge[lang]}: ${r.judge ? `<b>${escapeHtml(r.judge.name)}</b> ` : ''}____________________ (${T.signature[lang]})</td><td>${T.chief[lang]}: ____________________ (${T.signature[lang]})</td></tr></table>`;
  return `<section class="sheet"><h1>${T.protocol[lang]}</h1>${head}<div class="cols"><div class="wide">${seats}${foot}</div><div>${daysTable(
    r,
    lang,
  )}<div class="box">${nightsTable(r, lang)}</div></div></div></section>`;
}

export function protocolHtml(r: GameRecord, lang: Lang, meta: ProtocolMeta = {}): string {
  return page(`${T.protocol[lang]} ${r.gameId}`, lang, protocolSheet(r, lang, meta));
}

/** Every game's protocol in one document, a page each (a tournament's games, to print at once). */
export function protocolBook(
  title: string,
  games: { record: GameRecord; meta: ProtocolMeta }[],
  lang: Lang,
): string {
  return page(title, lang, games.map((g) => protocolSheet(g.record, lang, g.meta)).join('\n'));
}

/** The tournament's summary sheet: its games (winner, points per seat) and the standings. */
export function summaryHtml(t: TournamentDetail, s: Standings, lang: Lang): string {
  const games = t.games
    .map(
      (g, i) =>
        `<tr><td class="n">${i + 1}</td><td>${escapeHtml(g.table)}</td><td>${escapeHtml(g.gameId)}</td><td>${WINNERS[g.winner][lang]}</td><td class="small">${g.seats
          .map((x) => `${x.seat}. ${escapeHtml(x.nickname)} <b>${num(x.total)}</b>`)
          .join(' · ')}</td></tr>`,
    )
    .join('');
  const comp = s.rows.some((r) => r.compensation !== 0); // MafClub 3.10: its own column when given
  const rows = s.rows
    .map(
      (r) =>
        `<tr><td class="n">${r.rank}${r.lotNeeded ? '*' : ''}</td><td>${escapeHtml(r.nickname)}${
          r.banned ? ` <span class="small">(${T.banned[lang]})</span>` : ''
        }</td><td class="c">${r.games}</td><td class="c">${r.wins}</td><td class="c">${num(r.main)}</td><td class="c">${num(
          r.extras,
        )}</td>${comp ? `<td class="c">${num(r.compensation)}</td>` : ''}<td class="c"><b>${num(r.total)}</b></td></tr>`,
    )
    .join('');
  const lot = s.rows.some((r) => r.lotNeeded) ? `<p class="small">${T.lot[lang]}</p>` : '';
  const body = `<section class="sheet"><h1>${T.summary[lang]}: ${escapeHtml(t.name)}</h1>
<h2 class="small">${T.standings[lang]} (${s.games} ${T.games[lang].toLowerCase()})</h2>
<table><tr><th>${T.rank[lang]}</th><th>${T.player[lang]}</th><th>${T.played[lang]}</th><th>${T.wins[lang]}</th><th>${T.main[lang]}</th><th>${
    T.extras[lang]
  }</th>${comp ? `<th>${T.compensation[lang]}</th>` : ''}<th>${T.total[lang]}</th></tr>${rows}</table>${lot}
<h2 class="small">${T.games[lang]}</h2>
<table><tr><th>${T.seat[lang]}</th><th>${T.table[lang]}</th><th>${T.game[lang]}</th><th>${T.winner[lang]}</th><th>${T.bySeat[lang]}</th></tr>${games}</table>
<table class="sign box"><tr><td>${T.chief[lang]}: ____________________ (${T.signature[lang]})</td></tr></table></section>`;
  return page(`${T.summary[lang]} ${t.name}`, lang, body);
}
