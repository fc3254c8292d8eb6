import {
  contrastRatio,
  DEFAULT_LOGO,
  DEFAULT_THEME,
  MIN_CONTRAST,
  type Cue,
  type Display,
  type Identity,
  type IdentityInput,
  type Check,
  type Tournament,
} from '../../protocol/index.ts';
import { detail, problem } from '../problems.ts';
import type { SideValues } from '../tables/side-values.ts';

/** A theme whose text is hard to read on its plates is refused, never put on air (WCAG 2 AA). */
export function checkIdentity(input: IdentityInput | undefined): Check {
  const theme = { ...DEFAULT_THEME, ...input?.theme };
  const ratio = contrastRatio(theme.text, theme.plate);
  if (ratio >= MIN_CONTRAST) return null;
  const shown = ratio.toFixed(2);
  return problem(
    'identity/low-contrast',
    detail('contrast', { text: theme.text, plate: theme.plate, shown, min: MIN_CONTRAST }),
  );
}

/** What a table shows: its tournament's identity with every default filled in. */
export function identityOf(
  tableId: string,
  t: Tournament | undefined,
  finished: number,
  /** The table's own label (its settings), under the tournament's. */
  label: string | null,
  /** The director's switches for the table (its settings); absent: all on. */
  display?: Display,
  /** The director's cue of the moments (hold, skip, replay); absent: none given. */
  cue?: Cue,
): Identity {
  const input = t?.identity;
  return {
    tournament: t?.id ?? null,
    name: t?.name ?? null,
    stage: input?.stage ?? null,
    table: input?.tables?.[tableId] ?? label ?? tableId,
    game: finished + 1,
    logo: input?.logo === undefined ? DEFAULT_LOGO : input.logo,
    sponsor: input?.sponsor ? { name: input.sponsor.name, logo: input.sponsor.logo ?? null } : null,
    theme: { ...DEFAULT_THEME, ...input?.theme },
    ...(display ? { display } : {}),
    ...(cue ? { cue } : {}),
  };
}

const MAX_CACHED = 512;

/**
 * The `identity` frame of every table, serialized once, and its push to the table's clients when it
 * changes: in order with the feed's updates, so a delayed stream shows the new game number with
 * the new game, not a delay early.
 */
export class IdentityFrames {
  private readonly frames = new Map<string, Buffer>();
  readonly kind = 'identity';
  private readonly sides: SideValues;
  private readonly compute: (tableId: string) => Identity;

  constructor(sides: SideValues, compute: (tableId: string) => Identity) {
    this.sides = sides;
    this.compute = compute;
    sides.add(this);
  }

  /** The frame that follows the snapshot (and the standings) for a client of this table. */
  frameFor(tableId: string): Buffer {
    let frame = this.frames.get(tableId);
    if (!frame) {
      // a cache: overlays may ask for any number of table ids over a day
      if (this.frames.size >= MAX_CACHED) this.frames.clear();
      frame = Buffer.from(JSON.stringify({ t: 'identity', ...this.compute(tableId) }));
      this.frames.set(tableId, frame);
    }
    return frame;
  }

  /** Recomputes these tables' identities and pushes those that changed to their clients. */
  refresh(tableIds: Iterable<string>): void {
    for (const tableId of new Set(tableIds)) {
      const old = this.frames.get(tableId);
      this.frames.delete(tableId);
      if (!this.sides.live(tableId)) continue; // computed again when a client asks
      const frame = this.frameFor(tableId);
      if (old?.equals(frame)) continue;
      this.sides.publish(tableId, 'identity', frame, old ?? null);
    }
  }
}
