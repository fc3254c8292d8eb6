import { SEATS, type SeatingInput } from '../../engine/seating/index.ts';
import type { Tournament, Result } from '../../protocol/index.ts';
import {
  SEATING_FILE_VERSION,
  SeatingFileSchema,
  SeatingRequestSchema,
  type Seating,
  type SeatingRequest,
} from '../../protocol/seating.ts';
import { readDataFile } from '../store/damaged-files.ts';
import type { DataDir } from '../store/data-dir.ts';
import { writeFileAtomic } from '../store/disk.ts';
import type { ComputeWorkers } from '../compute/workers.ts';
import { detail, problem } from '../problems.ts';

export type SeatingResult = Result<{ seating: Seating }>;

const DAMAGED_EFFECT =
  "that tournament's schedule is not used (its tables' next games are not seated from it, the venue screen shows none) and a re-plan keeping its rounds is refused; a new schedule replaces it";

const seatingFile = (data: DataDir, tournament: string) => data.at('seating', `${tournament}.json`);

/**
 * Tournaments' seating schedules (issue 25): `<data>/seating/<tournament>.json`, written whole,
 * atomically and durably (memory changes only after the disk took it); read and checked against
 * its schema when first asked for. A damaged file is named in the log, not used and not
 * overwritten by a re-plan that would keep its rounds (only a new schedule replaces it).
 */
export class SeatingStore {
  private readonly byId = new Map<string, Seating | 'damaged' | 'none'>();
  private readonly data: DataDir;
  /** The optimiser runs in a worker thread: the largest request held the tables' commands 3 s. */
  private readonly compute: ComputeWorkers;
  /** One schedule is made at a time (each takes a core for seconds). */
  private busy = false;
  /** Whether a player id is in the roster. */
  knows: (player: string) => boolean = () => true;
  /** A tournament's kept schedule changed (the seating pages follow it: compose.ts). */
  changed: (tournament: string) => void = () => {};

  constructor(data: DataDir, compute: ComputeWorkers) {
    this.data = data;
    this.compute = compute;
  }

  get(tournament: string): SeatingResult {
    const kept = this.load(tournament);
    if (kept === 'none') return { ok: false, error: problem('seating/none', tournament) };
    if (kept === 'damaged') return { ok: false, error: problem('seating/damaged', tournament) };
    return { ok: true, seating: kept };
  }

  private load(tournament: string): Seating | 'damaged' | 'none' {
    const known = this.byId.get(tournament);
    if (known) return known;
    const file = seatingFile(this.data, tournament);
    const read = readDataFile(this.data.disk, file, SeatingFileSchema);
    let kept: Seating | 'damaged' | 'none' = 'none';
    if (read.state === 'ok' && read.value.tournament === tournament) {
      const { v: _v, ...seating } = read.value;
      kept = seating;
    } else if (read.state !== 'missing') {
      kept = 'damaged';
      const reason =
        read.state === 'damaged' ? read.reason : `it is the seating of "${read.value.tournament}"`;
      // the log at error level and the panel's damaged files (DamagedFiles), as every data file
      this.data.damaged.report(file, reason, DAMAGED_EFFECT);
    }
    this.byId.set(tournament, kept);
    return kept;
  }

  /**
   * A player takes another's place in one round at one table (the operator seated a replacement):
   * if he has a place elsewhere in that round, the two trade places. Written like a new schedule;
   * false if the disk refused (the kept schedule stays as it was).
   */
  replace(tournament: string, round: number, table: string, seat: number, player: string): boolean {
    const kept = this.get(tournament);
    if (!kept.ok) return false;
    const s = kept.seating;
    const tables = s.rounds[round - 1];
    const at = tables?.find((x) => x.table === table);
    const was = at?.players[seat - 1];
    if (!tables || !at || was === undefined || was === player) return false;
    const rounds = s.rounds.map((r, i) =>
      i !== round - 1
        ? r
        : r.map((x) => ({
            table: x.table,
            players: x.players.map((p, j) => {
              if (x === at && j === seat - 1) return player;
              return p === player ? was : p;
            }),
          })),
    );
    const players = s.players.includes(player) ? s.players : [...s.players, player];
    const next: Seating = { ...s, rounds, players };
    const text = JSON.stringify({ v: SEATING_FILE_VERSION, ...next }) + '\n';
    if (!writeFileAtomic(this.data.disk, seatingFile(this.data, tournament), text)) return false;
    this.byId.set(tournament, next);
    this.changed(tournament);
    return true;
  }

  /** Makes (or re-plans) the tournament's schedule and keeps it. */
  async make(t: Tournament, request: SeatingRequest, now: number): Promise<SeatingResult> {
    if (this.busy) return { ok: false, error: problem('seating/busy') };
    const planned = this.plan(t, request);
    if (!planned.ok) return planned;
    this.busy = true;
    try {
      return await this.run(t, planned.plan.request, planned.plan, now);
    } finally {
      this.busy = false;
    }
  }

  private async run(t: Tournament, request: SeatingRequest, plan: Plan, now: number): Promise<SeatingResult> {
    const seed = request.seed ?? String(now);
    const made = await this.compute.run({
      kind: 'seating',
      input: plan.input,
      seed,
      keep: request.keep ?? 0,
      ...(request.iterations ? { iterations: request.iterations } : {}),
    });
    if (!made.ok) return made;
    if (!made.value.ok) return { ok: false, error: problem(made.value.error.code, made.value.error.message) };
    const { schedule, quality } = made.value;
    const seating: Seating = {
      tournament: t.id,
      madeAt: now,
      seed,
      request,
      players: plan.players,
      rounds: schedule.rounds.map((round) =>
        round.map((table, i) => ({
          table: plan.tables[i] ?? '',
          players: table.map((p) => plan.players[p] ?? ''),
        })),
      ),
      quality,
    };
    return this.keep(seating);
  }

  /** Keeps a schedule made elsewhere (issue 40): as a new schedule, it replaces the kept one. */
  adopt(seating: Seating): SeatingResult {
    return this.busy ? { ok: false, error: problem('seating/busy') } : this.keep(seating);
  }

  private keep(seating: Seating): SeatingResult {
    const file = seatingFile(this.data, seating.tournament);
    const text = JSON.stringify({ v: SEATING_FILE_VERSION, ...seating }) + '\n';
    if (!writeFileAtomic(this.data.disk, file, text))
      return { ok: false, error: problem('store/write-failed') };
    this.byId.set(seating.tournament, seating);
    this.changed(seating.tournament);
    this.data.damaged.repaired(file); // a new schedule replaced it
    return { ok: true, seating };
  }

  /** The request in the optimiser's numbers: players and tables by index, rounds from 0. */
  private plan(t: Tournament, asked: SeatingRequest): Result<{ plan: Plan }> {
    let request = asked;
    const invalid = (why: Parameters<typeof detail>[0], values?: Parameters<typeof detail>[1]) => ({
      ok: false as const,
      error: problem('seating/invalid', detail(why, values)),
    });
    const tableCount = request.tables ?? t.tables.length;
    if (tableCount < 1 || tableCount > t.tables.length) return invalid('tableCount', { n: t.tables.length });
    const tables = t.tables.slice(0, tableCount);
    const wanted = [...new Set(request.players ?? t.players ?? [])];
    const unknown = wanted.find((p) => !this.knows(p));
    if (unknown) return { ok: false, error: problem('player/unknown', unknown) };
    const keep = request.keep ?? 0;
    let kept: Seating | null = null;
    if (keep > 0) {
      const before = this.get(t.id);
      if (!before.ok) return before;
      kept = before.seating;
      if (keep > kept.rounds.length || keep > request.rounds)
        return invalid('roundsKept', { n: Math.min(kept.rounds.length, request.rounds) });
    }
    // the schedule's rules hold across every re-plan (a drop-out's re-plan forgot them)
    const rules = kept ? withKeptRules(kept.request, request, tables) : request;
    if (!SeatingRequestSchema.safeParse(rules).success) return invalid('tooManyRules');
    request = rules;
    // everyone of the day: who played the kept rounds, then who joins
    const players = [...new Set([...(kept?.players ?? []), ...wanted])];
    const index = new Map(players.map((p, i) => [p, i]));
    const at = (p: string) => index.get(p) ?? -1;
    const away = new Map<number, Set<number>>();
    const mark = (p: number, r: number) => away.set(p, (away.get(p) ?? new Set()).add(r));
    for (const p of players) {
      // one who left plays no more; one who joins played none of the kept rounds
      if (!wanted.includes(p)) for (let r = keep; r < request.rounds; r++) mark(at(p), r);
      if (kept && !kept.rounds.slice(0, keep).some((round) => round.some((x) => x.players.includes(p))))
        for (let r = 0; r < keep; r++) mark(at(p), r);
    }
    for (const a of request.away ?? [])
      for (const r of a.rounds) if (at(a.player) >= 0 && r <= request.rounds) mark(at(a.player), r - 1);
    const impossible = cannotHold(request, asked, tables, wanted);
    if (impossible) return invalid(...impossible);
    const named = [
      ...(request.separate ?? []).flat(),
      ...(request.avoid ?? []).flat(),
      ...(request.welcome ?? []).flat(),
      ...(request.notAt ?? []).map((x) => x.player),
      ...(request.away ?? []).map((x) => x.player),
    ];
    const stranger = named.find((p) => at(p) < 0);
    if (stranger) return invalid('stranger', { name: stranger });
    const badTable = (request.notAt ?? []).flatMap((x) => x.tables).find((id) => !tables.includes(id));
    if (badTable) return invalid('badTable', { table: badTable });
    const played = kept?.rounds.slice(0, keep).map((round) => {
      const byTable = new Map(round.map((x) => [x.table, x.players.map(at)]));
      return tables.filter((id) => byTable.has(id)).map((id) => byTable.get(id) ?? []);
    });
    if (played?.some((round, r) => round.length !== kept?.rounds[r]?.length)) return invalid('keptTableGone');
    const input: SeatingInput = {
      players: players.length,
      tables: tableCount,
      seats: request.seats ?? SEATS,
      rounds: request.rounds,
      separate: (request.separate ?? []).map((g) => g.map(at)),
      avoid: (request.avoid ?? []).map(([a, b]) => [at(a), at(b)]),
      welcome: (request.welcome ?? []).map(([a, b]) => [at(a), at(b)]),
      notAt: (request.notAt ?? []).map((x) => ({
        player: at(x.player),
        tables: x.tables.map((id) => tables.indexOf(id)),
      })),
      away: [...away].map(([player, rounds]) => ({ player, rounds: [...rounds] })),
      ...(played ? { played } : {}),
    };
    return { ok: true, plan: { input, players, tables, request } };
  }
}

interface Plan {
  input: SeatingInput;
  players: string[];
  tables: string[];
  /** What is kept with the schedule: the request with the rules of the schedule it re-plans. */
  request: SeatingRequest;
}

/** A re-plan's rules: the kept schedule's (separated clubs, banned tables, absences) and its own. */
function withKeptRules(kept: SeatingRequest, asked: SeatingRequest, tables: string[]): SeatingRequest {
  const union = <T>(a: T[] | undefined, b: T[] | undefined): T[] | undefined => {
    const seen = new Map([...(a ?? []), ...(b ?? [])].map((x) => [JSON.stringify(x), x]));
    return seen.size > 0 ? [...seen.values()] : undefined;
  };
  const rules = {
    separate: union(kept.separate, asked.separate),
    avoid: union(kept.avoid, asked.avoid),
    welcome: union(kept.welcome, asked.welcome),
    // a kept ban from a table that plays no more has nothing left to forbid
    notAt: union(
      kept.notAt
        ?.map((x) => ({ player: x.player, tables: x.tables.filter((id) => tables.includes(id)) }))
        .filter((x) => x.tables.length > 0),
      asked.notAt,
    ),
    away: union(kept.away, asked.away),
  };
  const out: SeatingRequest = { ...asked };
  for (const [k, v] of Object.entries(rules)) if (v) Object.assign(out, { [k]: v });
  return out;
}

/**
 * Rules no schedule can keep (issue 40), said rather than made into a schedule that breaks them:
 * an absence in a round the day does not have, a player banned from every table that plays, a
 * group to keep apart larger than the tables that its members who must play each round can use.
 */
function cannotHold(
  r: SeatingRequest,
  asked: SeatingRequest,
  tables: string[],
  wanted: string[],
): Parameters<typeof detail> | null {
  // the asked absences only: a kept one past a shortened day has nothing left to hold
  const late = (asked.away ?? []).find((a) => a.rounds.some((n) => n > r.rounds));
  if (late) return ['awayRound', { name: late.player, round: Math.max(...late.rounds), rounds: r.rounds }];
  const banned = (r.notAt ?? []).find(
    (x) => wanted.includes(x.player) && tables.every((id) => x.tables.includes(id)),
  );
  if (banned) return ['bannedEverywhere', { name: banned.player }];
  // each round at most `idle` players sit out: the rest of a group must play, one a table
  const idle = Math.max(0, wanted.length - tables.length * (r.seats ?? SEATS));
  for (const g of r.separate ?? []) {
    const n = new Set(g.filter((p) => wanted.includes(p))).size;
    if (n - idle > tables.length) return ['separateTooBig', { n, tables: tables.length, playing: n - idle }];
  }
  return null;
}
