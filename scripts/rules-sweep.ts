/**
 * The long run of the engine's invariants (issue 21): `npm run rules:sweep -- [games per ruleset]
 * [first seed]`. Prints games (and how many reached a result), commands and time per ruleset; on a failure, the seed and the
 * shortest command list found, and exits 1. Issue 34: the games are dealt as the role draft deals
 * and play replays (automatic and on appeal, after cards), substitutes, changed results and awards;
 * every dealt deck must start, every sanction follow its player, every export show the state's game.
 */
import { playOne, report, RULESETS, shrink } from './sweep/sweep.ts';

const games = Number(process.argv[2] ?? 5000);
const first = Number(process.argv[3] ?? 1);
let failed = false;
for (const ruleset of RULESETS) {
  const start = performance.now();
  let commands = 0;
  let finished = 0;
  const kinds: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const seed = first + i;
    const played = playOne(ruleset, seed);
    commands += played.commands;
    for (const [k, n] of Object.entries(played.played)) kinds[k] = (kinds[k] ?? 0) + n;
    if (played.finished) finished++;
    if (played.failure) {
      failed = true;
      console.log(report(ruleset, seed, shrink(played.failure.commands)));
      break;
    }
  }
  const s = (performance.now() - start) / 1000;
  console.log(
    `${ruleset}: ${games} games (${finished} to a result), ${commands} commands, ${s.toFixed(1)} s`,
  );
  // issue 34: what the walk played besides the game itself
  console.log(
    `  ${Object.entries(kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);
