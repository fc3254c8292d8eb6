import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execute, newGame, type LogEntry } from '../../../src/engine/index.ts';
import { GameCommandSchema, type GameCommand } from '../../../src/protocol/index.ts';

const dir = join(import.meta.dirname, '../../fixtures/games');

/**
 * The golden games (tests/fixtures/games), played through the engine. `withVoters`: each vote
 * count is recorded as that many named voters instead (the next ones allowed to vote, in seat
 * order), as a crew that records who raised a hand does.
 */
export function goldenLogs(withVoters = false): { name: string; log: LogEntry[] }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const g = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { name: string; commands: GameCommand[] };
      let game = newGame();
      let at = 1_790_000_000_000;
      for (const raw of g.commands) {
        let command = GameCommandSchema.parse(raw);
        const voting = game.state.voting;
        if (withVoters && command.type === 'vote/record' && command.count !== undefined && voting) {
          const used = new Set(voting.votes.flatMap((v) => v.voters ?? []));
          const voters = voting.voters.filter((s) => !used.has(s)).slice(0, command.count);
          command = { type: 'vote/record', candidate: command.candidate, voters };
        }
        const r = execute(game, command, (at += 30_000));
        if (!r.ok) throw new Error(`${g.name}: ${JSON.stringify(command)}: ${r.error.code}`);
        game = r.game;
      }
      return { name: g.name, log: [...game.log] };
    });
}
