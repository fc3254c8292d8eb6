import { describe, expect, it } from 'vitest';
import { execute, newGame, type LogEntry } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { dayOneToVote, NIGHT_ONE } from '../../../scripts/fixtures/game-start.ts';
import { chapterLines, gameMarkers, timestamp, type Marker } from '../../../src/export/chapters.ts';

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const T0 = 1_790_000_000_000;

/** Plays commands through the engine, each `gap` ms after the one before; `'shot'`: next steps until then. */
function played(commands: (GameCommand | 'shot')[], gap = 20_000): LogEntry[] {
  let game = newGame();
  let at = T0;
  const run = (c: GameCommand) => {
    const r = execute(game, c, (at += gap));
    if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.error.code}`);
    game = r.game;
  };
  for (const c of commands)
    if (c !== 'shot') run(c);
    else for (let i = 0; i < 20 && game.state.stage !== 'shot'; i++) run({ type: 'step/next' });
  return [...game.log];
}

const m = (at: number, en: string): Marker => ({ at, text: { ru: en, en, xx: en } });

describe('chapter times', () => {
  it('minutes and seconds under an hour, hours when the video is that long', () => {
    expect(timestamp(0, false)).toBe('0:00');
    expect(timestamp(65_400, false)).toBe('1:05');
    expect(timestamp(3_725_000, true)).toBe('1:02:05');
    expect(timestamp(5_000, true)).toBe('0:00:05');
    expect(timestamp(-3_000, false)).toBe('0:00');
  });
});

describe('chapter lines', () => {
  it('the first moment at the stream start is 0:00; later ones by their distance from the start', () => {
    expect(chapterLines([m(T0, 'Game 1 starts'), m(T0 + 95_000, 'Day 1')], T0, 'en')).toEqual([
      '0:00 Game 1 starts',
      '1:35 Day 1',
    ]);
  });

  it('a stream that started before the game opens with a Start line; moments before it are left out', () => {
    const lines = chapterLines([m(T0 - 5_000, 'too early'), m(T0 + 60_000, 'Game 1 starts')], T0, 'en');
    expect(lines).toEqual(['0:00 Start', '1:00 Game 1 starts']);
  });

  it('moments closer than 10 s share a line (YouTube refuses shorter chapters)', () => {
    const lines = chapterLines(
      [m(T0, 'Day 1: the vote'), m(T0 + 4_000, 'Player 4 Dune voted out'), m(T0 + 30_000, 'Night 1')],
      T0,
      'en',
    );
    expect(lines).toEqual(['0:00 Day 1: the vote · Player 4 Dune voted out', '0:30 Night 1']);
  });

  it('a first moment within 10 s of the start takes 0:00 itself', () => {
    expect(chapterLines([m(T0 + 7_000, 'Game 2 starts')], T0, 'en')).toEqual(['0:00 Game 2 starts']);
  });

  it('past an hour every line has hours', () => {
    const lines = chapterLines([m(T0, 'Game 1 starts'), m(T0 + 3_700_000, 'Game 2 starts')], T0, 'en');
    expect(lines).toEqual(['0:00:00 Game 1 starts', '1:01:40 Game 2 starts']);
  });
});

describe("a game's markers, read off its log", () => {
  it('day 1 votes seat 4 out, night 1 kills seat 1: each moment with the time of its command', () => {
    const log = played([
      ...dayOneToVote(names),
      { type: 'vote/record', candidate: 4, count: 6 },
      'shot',
      ...NIGHT_ONE,
    ]);
    const markers = gameMarkers(log, 1);
    const texts = markers.map((x) => x.text.en);
    expect(texts).toEqual([
      'Game 1 starts',
      'Day 1',
      'Day 1: the vote',
      'Player 4 Dune voted out',
      'Night 1',
      'Day 2',
      'Player 1 Ace killed at night',
    ]);
    const at = (text: string) => markers.find((x) => x.text.en === text)?.at;
    const started = log.find((e) => e.command.type === 'game/start')?.at;
    expect(at('Game 1 starts')).toBe(started);
    const counted = log.find((e) => e.command.type === 'vote/record')?.at;
    expect(at('Day 1: the vote')).toBe(counted);
    expect(markers.map((x) => x.text.ru)).toContain('Игрок 4 Dune заголосован');
  });

  it('an undone vote is not a chapter', () => {
    const log = played([
      ...dayOneToVote(names),
      { type: 'vote/record', candidate: 4, count: 6 },
      { type: 'undo' },
    ]);
    expect(gameMarkers(log).map((x) => x.text.en)).toEqual(['The game starts', 'Day 1']);
  });
});
