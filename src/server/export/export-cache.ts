import type { Tournament, Result } from '../../protocol/index.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';

/** A file built, or why not (a worker's typed error: not kept, the next request builds it again). */
export type Built = Result<{ body: Buffer }>;

/** Tournaments whose files are kept (the oldest asked is dropped past it). */
const KEPT = 32;

/**
 * A tournament's public files (standings.xlsx, protocol.html) built once per version of the
 * tournament and shared by every request for it, parallel ones included: a visitor's flood of
 * `standings.xlsx` held the operator's commands up to 5.9 s, one build each (issue 33). The version
 * is the tournament's record (a PUT replaces it) and its standings frame, which the store makes
 * anew whenever a game, a name or the record changes.
 */
export class ExportCache {
  /** Files built since the start (for /stats: a flood must not raise it). */
  built = 0;
  private readonly byTournament = new Map<
    string,
    { record: Tournament; version: object; files: Map<string, Promise<Built>> }
  >();
  private readonly tournaments: Tournaments;

  constructor(tournaments: Tournaments) {
    this.tournaments = tournaments;
  }

  /** `file` of `t` (with its variant, e.g. `protocol.html?en`), built by `build` if this version has none. */
  get(t: Tournament, file: string, build: () => Promise<Built> | Built): Promise<Built> {
    const first = t.tables[0];
    // a tournament with no table has no standings frame to tell its version: built each time
    if (first === undefined) return this.build(build);
    const version = this.tournaments.frameFor(first);
    let kept = this.byTournament.get(t.id);
    if (!kept || kept.record !== t || kept.version !== version)
      kept = { record: t, version, files: new Map() };
    this.byTournament.delete(t.id); // re-inserted last: the Map's order is the order asked
    this.byTournament.set(t.id, kept);
    for (const old of this.byTournament.keys()) {
      if (this.byTournament.size <= KEPT) break;
      this.byTournament.delete(old);
    }
    let body = kept.files.get(file);
    if (!body) {
      body = this.build(build);
      kept.files.set(file, body);
      // a build that failed is not kept: the next request tries again
      const files = kept.files;
      const forget = () => files.delete(file);
      body.then((b) => b.ok || forget(), forget);
    }
    return body;
  }

  private async build(build: () => Promise<Built> | Built): Promise<Built> {
    this.built++;
    return build();
  }
}
