import type { GameCommand, GameView, Said } from '../../src/protocol/index.ts';
import type { KeyAction } from './keys.ts';
import { ballotKey, emptyBallot } from '../game/voters.ts';

/**
 * The house rule "a keystroke aimed at a prompt that has gone never becomes a command on what
 * replaced it" (issue 24), in one place. The prompt is what the game keys act on: the stage and
 * its list of next steps, and which candidate a count is for. Each of the panel's own commands
 * says what it expects the prompt to become (a count: the next candidate's count; anything else:
 * whatever its step brings). A prompt replaced in any other way (the hub closed a vote as soon as
 * it was certain, another controller stepped, a reconnect's snapshot) is a surprise: game keys
 * pressed then are for the prompt that went, so they are not used, until the operator's hands
 * stop for HOLD_MS; the note says so. Counts typed on after a vote closed are counts, never seat
 * digits and "next step": they are kept apart and named in the note.
 */
export const HOLD_MS = 700;
/** After a vote closed by itself, digits and Enter are late counts until a pause this long. */
export const LATE_MS = 1500;
/** The note stays this long after the last key it held back. */
const NOTE_MS = 8000;

/** What the panel expects its own command to turn the prompt into. */
export type Expectation = 'change' | 'count';

export interface KeyGuardNote {
  /** The prompt that went, and the one now (step labels, as the panel showed them). */
  was: Said | null;
  now: Said | null;
  /** Keys not used (not counting the late counts). */
  keys: number;
  /** Counts typed after the vote had closed: not entered. */
  counts: number[];
  /** Voters typed after it (Shift+V), each ballot its seats: not entered (issue 37: "280" for 2, 8, 10). */
  voters: number[][];
  /** What is being typed after it now, not entered either: a count, or the voters' seats. */
  typing: number | number[] | null;
}

/** A count, or (recording voters) the voters' seats. */
type Typed = number | number[];

interface Prompt {
  id: string;
  count: boolean;
  /** Which count box is on screen (one vote: its kind and candidates), null: none. */
  box: string | null;
  label: Said | null;
}

/** The prompt on screen: what Space, Shift+N, a seat digit or a count would act on. */
export function promptOf(v: GameView | null): Prompt {
  if (!v) return { id: '', count: false, box: null, label: null };
  const next = v.next ?? [];
  // after an early decision the remaining counts are still counts, for the protocol (vote/late)
  const count = next.some((s) => s.id === 'vote-on' || s.id === 'eliminateAll' || s.id === 'vote-late');
  const candidate = v.voting ? `${v.voting.kind}:${v.voting.votes.length}` : '-';
  return {
    id: [v.gameId, v.phase, v.day, v.stage, candidate, next.map((s) => s.id).join(',')].join('/'),
    count,
    box: count ? boxOf(v) : null,
    label: next[0]?.label ?? null,
  };
}

/**
 * The count box's vote: a count typed for the next candidate of one vote is never entered in
 * another's (issue 37: the re-vote's tie brought the eliminate-all box, and "5" for 7 went there).
 */
export function boxOf(v: GameView | null): string | null {
  return v?.voting ? [v.gameId, v.day, v.voting.kind, v.voting.candidates.join(',')].join('/') : null;
}

/** A count for a candidate who is not the last one expects the next candidate's count. */
export function expectationOf(c: GameCommand, v: GameView | null): Expectation {
  if (c.type !== 'vote/record' || !v?.voting) return 'change';
  const cs = v.voting.candidates;
  return cs.indexOf(c.candidate) < cs.length - 1 ? 'count' : 'change';
}

/** Keys that aim at nothing on screen (or must always work): never held back. */
const free = new Set<KeyAction['do']>(['undo', 'redo', 'escape', 'help', 'lang', 'voters']);

export class KeyGuard {
  note = $state<KeyGuardNote | null>(null);
  /** True from a surprise until the operator's hands have stopped (tests wait for it). */
  holding = $state(false);
  private prompt: Prompt = promptOf(null);
  private readonly pending: { expect: Expectation }[] = [];
  /** What the last surprise replaced, and with what (for the note). */
  private change: Pick<KeyGuardNote, 'was' | 'now'> = { was: null, now: null };
  private until = 0;
  /** The prompt that went was a count: digits and Enter typed on are late counts, until this. */
  private lateUntil = 0;
  /**
   * After a count the operator sent himself (the box went because it was the last one), a digit
   * is still a seat: only the Enter after it is held. After a vote that closed itself, digits too.
   */
  private lateSoft = false;
  private digits = '';
  /** The same keys as voters' seats, when the panel records voters. */
  private seats = emptyBallot();
  /** The panel records voters at a table of this many seats (Shift+V); null: counts. */
  ballots: number | null = null;
  private noteTimer: ReturnType<typeof setTimeout> | undefined;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  /** Brackets one of the panel's commands, from its press to its answer (its `up` comes first). */
  sending(expect: Expectation): () => void {
    // its own entry goes at its answer: one refused before it was sent is answered out of order
    const mine = { expect };
    this.pending.push(mine);
    return () => {
      const at = this.pending.indexOf(mine);
      if (at >= 0) this.pending.splice(at, 1);
    };
  }

  /** Every view the panel gets, synchronously (before the ack of the command that made it). */
  follow(v: GameView | null): void {
    const next = promptOf(v);
    const was = this.prompt;
    this.prompt = next;
    if (next.id === was.id || was.id === '') return;
    this.change = { was: was.label, now: next.label };
    const expect = this.pending[0]?.expect;
    // a count box that replaced another count box is a moved target, whoever moved it (issue 37)
    const moved = was.box !== null && next.box !== null && was.box !== next.box;
    if (!moved && (expect === 'change' || (expect === 'count' && next.count))) return;
    // A surprise: the keys already on their way from the operator's hands were aimed at `was`.
    const t = this.now();
    this.clearTyped();
    this.lateUntil = was.count && !next.count ? t + LATE_MS : 0;
    this.lateSoft = false;
    this.hold(t);
  }

  /**
   * A key pressed (`action`, or 'count-enter' from the count box): false when it must not be
   * used, and the note says so. `key`: a digit it typed (0-9), or 'enter' for the Enter key.
   * `typed`: the keys typed into the count box before its Enter, not used with it if it is held.
   */
  admit(action: KeyAction['do'] | 'count-enter', key: number | 'enter' | null = null, typed = 0): boolean {
    if (free.has(action as KeyAction['do'])) return true;
    const t = this.now();
    const digit = typeof key === 'number' ? key : null;
    // a count's keys are digits and Enter (Space stays "next"); the count box's own Enter is for
    // its count: only a surprise holds it back
    const late = t < this.lateUntil && action !== 'count-enter' && key !== null;
    if (late && this.lateSoft && digit !== null) {
      this.type(digit, t);
      this.lateUntil = t + LATE_MS;
      return t >= this.until;
    }
    if (!late && key === null && action !== 'count-enter') {
      // any other key ends the counts typed on
      this.lateUntil = 0;
      if (this.typing() !== null && this.note && !this.lateSoft) this.note = this.ended(this.note);
      this.clearTyped();
    }
    if (!late && t >= this.until) return true;
    let note = this.note ?? this.fresh();
    if (late && digit !== null) this.type(digit, t);
    else if (late && this.typing() !== null) note = this.ended(note);
    else note.keys += 1 + typed;
    if (late) this.lateUntil = t + LATE_MS;
    this.noted({ ...note });
    return false;
  }

  /** A late key: a digit of a count, or a voter's seat (0 = 10; 1 then 1-6 over ten seats). */
  private type(digit: number, t: number): void {
    this.digits += String(digit);
    this.seats = ballotKey(this.seats, `Digit${digit}`, this.ballots ?? 10, t) ?? this.seats;
  }

  private typing(): Typed | null {
    if (this.ballots !== null) return this.seats.seats.length ? this.seats.seats : null;
    return this.digits ? Number(this.digits) : null;
  }

  private clearTyped(): void {
    this.digits = '';
    this.seats = emptyBallot();
  }

  /** The late keys typed are a whole count (or ballot) now: named in the note as not entered. */
  private ended(note: KeyGuardNote): KeyGuardNote {
    const typed = this.typing();
    this.clearTyped();
    return this.with(note, typed);
  }

  /** A note of the last surprise, nothing held yet. */
  private fresh(): KeyGuardNote {
    return { ...this.change, keys: 0, counts: [], voters: [], typing: null };
  }

  private with(note: KeyGuardNote, typed: Typed | null): KeyGuardNote {
    if (typed === null) return note;
    return typeof typed === 'number'
      ? { ...note, counts: [...note.counts, typed] }
      : { ...note, voters: [...note.voters, typed] };
  }

  /**
   * A count went from the count box: "Enter never means next step right after a count". Digits
   * and Enter that reach the panel outside the box (it has gone: that was the last count, or the
   * vote closed itself) are late counts for LATE_MS.
   */
  counted(): void {
    this.lateUntil = this.now() + LATE_MS;
    this.lateSoft = true;
    this.clearTyped();
  }

  /** A whole count (or ballot) typed for a vote that its previous count decided: not entered, noted. */
  lateCount(n: Typed): void {
    const note = this.with(this.note ?? this.fresh(), n);
    this.counted();
    this.noted(note);
  }

  /** The note now, with the late keys being typed (held, named: never a note with no word). */
  private noted(note: KeyGuardNote): void {
    this.hold(this.now());
    this.note = { ...note, typing: this.lateSoft ? null : this.typing() };
    clearTimeout(this.noteTimer);
    this.noteTimer = setTimeout(() => (this.note = null), NOTE_MS);
  }

  /** Typed into a count box that has gone since: the start of a late count (or ballot). */
  typedLate(n: Typed): void {
    if (this.now() >= this.lateUntil) return;
    if (typeof n === 'number') this.digits = String(n);
    else this.seats = { ...emptyBallot(), seats: n };
  }

  private hold(t: number): void {
    this.until = t + HOLD_MS;
    this.holding = true;
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => (this.holding = false), HOLD_MS);
  }

  dismiss(): void {
    clearTimeout(this.noteTimer);
    this.note = null;
  }
}
