import type { DraftProgress, DraftProgressFrame, Feed } from '../../protocol/index.ts';
import type { SideSource, SideValues } from '../tables/side-values.ts';
import { fixedLengthJson } from './fixed-length.ts';

/** The draft's progress goes to the judge feed alone (operator token): no table or spectator client. */
const PROGRESS_FEEDS: ReadonlySet<Feed> = new Set(['judge']);

/**
 * Each table's draft progress (no role) as a side value of the judge feed: the panel and the judge's
 * tablet follow the draft on their one socket (issue 36: they polled `GET …/draft` every second).
 * Its frame follows every judge-feed snapshot; `tell` sends a change, if it shows something new.
 */
export class ProgressFeed implements SideSource {
  readonly kind = 'draft-progress';
  readonly feeds = PROGRESS_FEEDS;
  private readonly sides: Pick<SideValues, 'add' | 'publish'>;
  private readonly progressOf: (tableId: string) => DraftProgress | null;
  /** The frame each table's judge feed was last sent. */
  private readonly sent = new Map<string, Buffer>();

  constructor(
    sides: Pick<SideValues, 'add' | 'publish'>,
    progressOf: (tableId: string) => DraftProgress | null,
  ) {
    this.sides = sides;
    this.progressOf = progressOf;
    sides.add(this);
  }

  frameFor(tableId: string): Buffer {
    const frame: DraftProgressFrame = { t: 'draft-progress', progress: this.progressOf(tableId) };
    // no role is in it; padded all the same, so its length never tells a card's state either
    return Buffer.from(fixedLengthJson(frame));
  }

  tell(tableId: string): void {
    const frame = this.frameFor(tableId);
    if (this.sent.get(tableId)?.equals(frame)) return;
    this.sent.set(tableId, frame);
    this.sides.publish(tableId, this.kind, frame, null);
  }
}
