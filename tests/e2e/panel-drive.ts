import { expect, type Page } from '@playwright/test';
import { keyMap } from '../../control-panel/shell/keys.ts';
import type { GameCommand, Role } from '../../src/protocol/index.ts';

/**
 * Plays recorded commands through the panel as an operator would: keys from the panel's own key
 * map (as tests/e2e/panel-golden.e2e.ts does); seats 11-16 by their two keys (`1` then `1`-`6`).
 * Nothing goes through the HTTP API: a command with no key fails the test.
 */

const codeOf = (match: (a: ReturnType<(typeof keyMap)[number]['action']>) => boolean): string | null => {
  for (const row of keyMap) for (const code of row.codes) if (match(row.action(code))) return code;
  return null;
};
const must = (code: string | null): string => {
  if (!code) throw new Error('no key in the key map');
  return code;
};
const roleKey = (role: Role) => must(codeOf((a) => a.do === 'role' && a.role === role));
/** The seat's keys; over ten, `1` and then the second digit at once (club tables, up to 16). */
export const seatKeys = (seat: number): string[] =>
  seat > 10
    ? [
        must(codeOf((a) => a.do === 'select' && a.seat === 1)),
        must(codeOf((a) => a.do === 'select' && a.seat === seat - 10)),
      ]
    : [must(codeOf((a) => a.do === 'select' && a.seat === seat))];
const stepKey = (i: number) =>
  i === 0 ? 'Space' : `Shift+${must(codeOf((a) => a.do === 'step' && a.index === i))}`;
const KEY = {
  speaker: must(codeOf((a) => a.do === 'speaker')),
  speechEnd: must(codeOf((a) => a.do === 'speechEnd')),
  nickname: must(codeOf((a) => a.do === 'editNickname')),
};
/** Next-step ids that take the selected seat (src/client/step-commands.ts). */
export const seatStep: Partial<Record<GameCommand['type'], string>> = {
  nominate: 'nominate',
  'night/shot': 'shot',
  'night/maniacShot': 'maniacShot',
  'night/donCheck': 'donCheck',
  'night/sheriffCheck': 'sheriffCheck',
  'night/heal': 'heal',
  'night/visit': 'visit',
  revenge: 'revenge',
};
/** A command as one string whatever its keys' order. */
export const canon = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** What the operator sees that decides the keys. */
export interface Probe {
  seq: number;
  stage: string | null;
  focused: string | null;
  selected: number | null;
  steps: { id: string; command: GameCommand | null }[];
}
/** Runs in the page: the panel as the operator sees it. */
export function look(): Probe {
  const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name) ?? null;
  return {
    seq: Number(attr('.panel', 'data-seq')),
    stage: attr('[data-testid="stage"]', 'data-stage'),
    focused: document.activeElement?.getAttribute('data-testid') ?? null,
    selected: Number(attr('.row.selected', 'data-testid')?.slice(5)) || null,
    steps: [...document.querySelectorAll('.steps button[data-testid^="step-"]')].map((b) => {
      const c = b.getAttribute('data-command');
      return {
        id: b.getAttribute('data-testid')?.slice(5) ?? '',
        command: c ? (JSON.parse(c) as GameCommand) : null,
      };
    }),
  };
}

/** A step past a lost speech's nomination (MafClub 4.4) asks first: Space says yes (issue 37). */
export function skipsOwed(p: Probe, i: number): string[] {
  const owed = p.steps.some((s) => s.id === 'nominate-lost-turn');
  const id = p.steps[i]?.id ?? '';
  return owed && id !== 'nominate-lost-turn' && id !== 'lostTurn-pass' ? ['Space'] : [];
}

function keysFor(p: Probe, c: GameCommand): string[] {
  const fixed = p.steps.findIndex((s) => s.command && canon(s.command) === canon(c));
  if (fixed >= 0 && fixed < 9) return [stepKey(fixed), ...skipsOwed(p, fixed)];
  const bySeat = seatStep[c.type];
  if (bySeat && 'seat' in c && typeof c.seat === 'number') {
    const i = p.steps.findIndex((s) => s.id === bySeat);
    if (i >= 0 && i < 9) return [seat(c.seat), stepKey(i)];
  }
  switch (c.type) {
    case 'seat/role':
      return [...(p.selected === c.seat ? [] : [seat(c.seat)]), roleKey(c.role)];
    case 'vote/record':
    case 'eliminateAll/record':
      if (p.focused !== 'vote-count') break;
      return [...[...String(c.count)].map((d) => `Digit${d}`), 'Enter'];
    case 'speech/start':
      return c.seat === undefined ? [KEY.speaker] : [seat(c.seat), KEY.speaker];
    case 'speech/end':
      return [KEY.speechEnd];
  }
  throw new Error(`no key for ${canon(c)}; steps: ${p.steps.map((s) => s.id).join(', ')}`);
}

/** A seat to select (`seat:N`): its keys, pressed by `press`. */
const seat = (n: number) => `seat:${n}`;

async function press(page: Page, keys: string[]): Promise<void> {
  for (const k of keys)
    if (k.startsWith('seat:')) await selectSeat(page, Number(k.slice(5)));
    else await page.keyboard.press(k);
}

/**
 * Seats 11-16: both keys sent without a round trip between them (a hand types them within the
 * 0.6 s), and the operator looks: on a loaded machine the browser may take them apart (seat 1,
 * then seat 4), so he types them again, as a hand would.
 */
async function selectSeat(page: Page, n: number): Promise<void> {
  const [first, second] = seatKeys(n);
  if (!second) return page.keyboard.press(first!);
  const row = page.getByTestId(`seat-${n}`);
  for (let i = 0; i < 3; i++) {
    await Promise.all([page.keyboard.press(first!), page.keyboard.press(second)]);
    if (await row.evaluate((e) => e.classList.contains('selected'))) return;
  }
  throw new Error(`seat ${n}: ${first} ${second} did not select it`);
}

/**
 * Event-driven, not polled: the panel once the hub accepted (its seq moved past `before`), or the
 * text of the error or key-guard note that showed instead.
 */
export async function settled(page: Page, before: number): Promise<Probe | string> {
  return page.evaluate(
    ([b, lookSrc]) =>
      new Promise<Probe | string>((resolve) => {
        const lookNow = new Function(`return (${lookSrc})()`) as () => Probe;
        const check = () => {
          if (Number(document.querySelector('.panel')?.getAttribute('data-seq')) > b)
            return (setTimeout(() => resolve(lookNow()), 0), true);
          // the operator here presses only what the screen shows: no key may be held back
          const err = document.querySelector('[data-testid="error"] .err, [data-testid="key-guard"]');
          return err ? (resolve(err.textContent ?? ''), true) : false;
        };
        if (check()) return;
        const o = new MutationObserver(() => check() && o.disconnect());
        o.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [before, look.toString()] as const,
  );
}

/** Waits for the hub to accept (the panel's seq moves) or for an error, which fails the test. */
async function accepted(page: Page, before: number, what: string): Promise<Probe> {
  const r = await settled(page, before);
  if (typeof r === 'string') throw new Error(`${what}: ${r}`);
  // a change the operator did not bring holds keys back until he has seen it (the key guard):
  // this operator looks before he types, as in panel-golden
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  return r;
}

/** The new-game form by keyboard: Shift+N, ↓ to the ruleset, ← to the seat count, ↓ to it, Enter. */
export async function newGame(page: Page, ruleset: string, seats = 10): Promise<void> {
  const before = (await page.evaluate(look)).seq;
  await page.keyboard.press('Shift+KeyN');
  for (let i = 0; (await page.getByLabel('ruleset').inputValue()) !== ruleset && i < 4; i++)
    await page.keyboard.press('ArrowDown');
  const count = page.getByTestId('seat-count').locator('select');
  if ((await count.inputValue()) !== String(seats)) {
    await page.keyboard.press('ArrowLeft');
    const by = seats > Number(await count.inputValue()) ? 'ArrowUp' : 'ArrowDown';
    for (let i = 0; (await count.inputValue()) !== String(seats) && i < 12; i++)
      await page.keyboard.press(by);
  }
  await expect(count).toHaveValue(String(seats));
  await page.keyboard.press('Enter');
  await accepted(page, before, 'game/new');
  await expect(page.locator('.seats .row')).toHaveCount(seats);
}

/** Seats roster players in order from seat 1: a few letters and Enter each (the panel's typeahead). */
export async function seatFromRoster(page: Page, names: string[]): Promise<void> {
  await press(page, [seat(1), KEY.nickname]);
  for (const [i, name] of names.entries()) {
    const before = (await page.evaluate(look)).seq;
    await page.keyboard.insertText(name);
    await expect(page.getByTestId('suggest-chosen')).toContainText(name);
    await page.keyboard.press('Enter');
    await accepted(page, before, `seat ${i + 1}: ${name}`);
  }
  await page.keyboard.press('Escape');
}

/** Every command by its key (or a click); each must be accepted. */
export async function playCommands(page: Page, commands: GameCommand[]): Promise<void> {
  let p = await page.evaluate(look);
  for (const c of commands) {
    await press(page, keysFor(p, c));
    p = await accepted(page, p.seq, canon(c));
  }
}
