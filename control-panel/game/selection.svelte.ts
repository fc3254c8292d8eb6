import type { Colour } from '../../src/client/step-commands.ts';

/**
 * What the operator has picked for the current step: the selected seat, and the seats marked with
 * M or typed at the best move (with the colour guessed after each). A new stage, day or game
 * starts with none; a seat pressed while his own command was on its way is meant for the step
 * that command opens, so it survives the change that command brings (up to its `s`, once).
 */
/** How soon after `1` a second digit makes seat 11-16 (tables over ten seats). */
export const CHORD_MS = 600;

export class Selection {
  selected = $state<number | null>(null);
  picked = $state<number[]>([]);
  /** firstKilledPick `colours`: the guess typed after each pick (R red, B black). */
  colours = $state<(Colour | undefined)[]>([]);
  private readonly seatCount: () => number;
  private stageKey = '';
  private inFlight = 0;
  private ahead = false;
  private aheadUntil: number | null = null;

  constructor(seatCount: () => number) {
    this.seatCount = seatCount;
  }

  /** Brackets one of the operator's commands: `seq` is its ack's (null: refused). */
  sending(): (seq: number | null) => void {
    this.inFlight++;
    return (seq) => {
      this.inFlight--;
      if (seq !== null && this.ahead) this.aheadUntil = Math.max(this.aheadUntil ?? 0, seq);
    };
  }

  /** The table's step now (`gameId/day/stage`) and its sequence number. */
  follow(key: string, seq: number): void {
    if (key === this.stageKey) return;
    this.stageKey = key;
    this.clearMarks();
    const ahead = this.ahead && (this.aheadUntil === null || seq <= this.aheadUntil);
    if (!ahead) this.selected = null;
    this.ahead = false;
    this.aheadUntil = null;
  }

  /**
   * A seat digit (0 = 10). At a table over ten seats (club rules, up to 16) `1` then `1`-`6` within
   * CHORD_MS is seat 11-16: the `1` selects seat 1 at once (so `1 Space` still takes it), the second
   * digit turns it into 1x. Later, the digit is a seat of its own, as at ten seats.
   */
  digit(seat: number, now = performance.now()): void {
    const chord = this.seatCount() > 10 && this.oneAt !== null && now - this.oneAt <= CHORD_MS;
    this.oneAt = seat === 1 && !chord ? now : null;
    if (chord && this.selected === 1 && seat >= 1 && seat <= 9 && 10 + seat <= this.seatCount())
      return this.select(10 + seat);
    this.select(seat);
  }
  private oneAt: number | null = null;

  select(seat: number): void {
    if (seat < 1 || seat > this.seatCount()) return;
    this.selected = seat;
    this.ahead = this.inFlight > 0;
    this.aheadUntil = null;
  }

  /** The selected seat for a command that uses it up (a foul, a speech): the selection goes. */
  use(): number | null {
    const s = this.selected;
    this.selected = null;
    return s;
  }

  /** M or a digit at the best move: toggles a mark; a fourth drops the first, and its colour. */
  pick(seat: number): void {
    if (seat < 1 || seat > this.seatCount()) return;
    const at = this.picked.indexOf(seat);
    if (at >= 0) {
      this.picked = this.picked.filter((s) => s !== seat);
      this.colours = this.colours.filter((_, i) => i !== at);
    } else {
      this.colours = [...this.colours.slice(0, this.picked.length), undefined].slice(-3);
      this.picked = [...this.picked, seat].slice(-3);
    }
  }

  /** The colour guess for the last pick. */
  guess(colour: Colour): void {
    if (this.picked.length) this.colours[this.picked.length - 1] = colour;
  }

  clearMarks(): void {
    this.picked = [];
    this.colours = [];
  }
}
