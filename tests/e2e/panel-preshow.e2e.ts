import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { GameCommand, Role } from '../../src/protocol/index.ts';
import { hub } from './hub.ts';
import { newGame, playCommands, seatFromRoster } from './panel-drive.ts';

/**
 * Issue 24, the whole show from the panel: a tournament, its roster and a game of any size the
 * rules allow, set up by keyboard and mouse. Nothing here calls the HTTP API: the operator has
 * only the page.
 */
/** Runs share one hub (--repeat-each): each run has its own tables, tournaments and names. */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

async function openPanel(page: Page, table: string, lang: 'en' | 'ru' = 'en'): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=${lang}`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/, { timeout: 10_000 });
}

test('at 1920x1080 the new-game form is on screen without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openPanel(page, `e2e-fold-${run()}`);
  const box = await page.getByTestId('game-new').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(1080);
  // the width is used: the panel is wider than the old 1280 px column
  const panel = await page.locator('.panel').boundingBox();
  expect(panel!.width).toBeGreaterThan(1700);
});

test('club mafia: the seat count 6-16 on the new-game form by keyboard; the sport rules stay at 10', async ({
  page,
}) => {
  const table = `e2e-seats-${run()}`;
  await openPanel(page, table);
  const seats = page.getByTestId('seat-count').locator('select');
  await expect(seats).toBeDisabled(); // MafClub: 10 seats only (1.1)
  await expect(seats).toHaveValue('10');
  await page.keyboard.press('Shift+KeyN');
  while ((await page.getByLabel('ruleset').inputValue()) !== 'club-mafia')
    await page.keyboard.press('ArrowDown');
  await expect(seats).toBeEnabled();
  expect(await seats.locator('option').allTextContents()).toEqual(
    Array.from({ length: 11 }, (_, i) => String(6 + i)),
  );
  // ← from the ruleset wraps to the seat count (the last row of the form)
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('seat-count')).toHaveClass(/current/);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await expect(seats).toHaveValue('16');
  await expect(page.getByTestId('confirm')).toContainText('16 seats');
  await shot(page, 'preshow-seats');
  await page.keyboard.press('Enter');
  await expect(page.locator('.seats .row')).toHaveCount(16);
  await expect(page.getByTestId('seat-16')).toBeVisible();
});

/** 20 players as a club secretary pastes them from a spreadsheet: name, tab, club. */
const PLAYERS = [
  ['Аврора', 'Север'],
  ['Буран', 'Север'],
  ['Вьюга', 'Север'],
  ['Гроза', 'Север'],
  ['Дюна', 'Юг'],
  ['Енисей', 'Юг'],
  ['Жемчуг', 'Юг'],
  ['Зодиак', 'Юг'],
  ['Изумруд', 'Восток'],
  ['Кобальт', 'Восток'],
  ['Лазурь', 'Восток'],
  ['Мистраль', 'Восток'],
  ['Нептун', 'Запад'],
  ['Оникс', 'Запад'],
  ['Пётр Ёлкин', 'Запад'],
  ['Рубин', 'Запад'],
  ['Сапфир', ''],
  ['Топаз', ''],
  ['Ураган', ''],
  ['Феникс', ''],
] as const;

/** Screenshots for docs/operator-guide.md when DOCS_SCREENSHOTS=1 (1920x1080, PNG). */
async function shot(page: Page, name: string, what = page.locator('.panel')): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  await what.screenshot({ path: `docs/img/${name}.png`, animations: 'disabled' });
}

test('a new operator sets up a tournament of two tables and 20 players from a pasted list, then plays a 10-seat MafClub, a 6-seat and a 16-seat club game from the panel alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const names = PLAYERS.map(([n]) => `${n} ${run()}`);
  const [t1, t2, clubTable] = [`cup-a-${run()}`, `cup-b-${run()}`, `club-${run()}`];
  await openPanel(page, t1);
  const show = page.locator('aside.show');
  await shot(page, 'preshow-panel');

  // the tournament: name, rules, its two tables with their labels, the stage
  const form = page.getByTestId('tournament-form');
  await form.locator('[name=name]').fill(`Осенний кубок ${run()}`);
  await expect(form.locator('[name=id]')).toHaveValue(`osenniy-kubok-${run()}`);
  await form.locator('[name=tables]').fill(`${t1}, ${t2}`);
  await form.locator('[name=stage]').fill('Финал');
  await form.locator(`[name=label-${t1}]`).fill('Стол 1');
  await form.locator(`[name=label-${t2}]`).fill('Стол 2');
  await shot(page, 'preshow-tournament', show);
  await form.locator('[name=label-' + t2 + ']').press('Enter'); // Enter in the form saves it
  await expect(page.getByTestId('tournament-save')).toHaveText('Saved');
  await expect(page.getByTestId('tournament-pick')).toHaveValue(`osenniy-kubok-${run()}`);

  // the list, pasted with two mistakes: the preview names them and nothing can be added
  const list = page.getByLabel('list of players');
  const lines = PLAYERS.map(([, c], i) => `${names[i]}\t${c}`);
  await list.fill([...lines, `Петр Елкин ${run()}\tЗапад`, 'Кварц; Север; 2'].join('\n'));
  await expect(page.getByTestId('roster-problems')).toContainText(
    `line 21: "Петр Елкин ${run()}" repeats line 15 ("Пётр Ёлкин ${run()}")`,
  );
  await expect(page.getByTestId('roster-problems')).toContainText('line 22: extra columns');
  await expect(page.getByTestId('roster-add')).toBeDisabled();
  await shot(page, 'preshow-roster-errors', show);
  await list.fill(lines.join('\n'));
  await expect(page.getByTestId('roster-summary')).toHaveText('New: 20 · from the roster: 0 · already in: 0');
  await shot(page, 'preshow-roster', show);
  await page.getByTestId('roster-add').click();
  // the import runs on the hub's compute worker, which yields the cores to the live game (and to
  // any other busy process): a loaded machine may take a while, so wait for the answer itself
  await expect(page.getByTestId('roster-done')).toHaveText('Done: 20 in the tournament, 20 new', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('roster-import').locator('h3')).toContainText('20');
  await expect(page.locator('.panel')).toHaveAttribute('data-roster', 'loaded');

  // table 1: a MafClub game of 10 from the tournament's players, by keyboard
  await newGame(page, 'mafclub-2023', 10);
  await seatFromRoster(page, names.slice(0, 10));
  await shot(page, 'preshow-seated');
  const golden = JSON.parse(readFileSync('tests/fixtures/games/mafclub-red-win.json', 'utf8')) as {
    commands: GameCommand[];
  };
  await playCommands(
    page,
    golden.commands.filter((c) => c.type !== 'game/new' && c.type !== 'seat/nickname'),
  );
  await expect(page.getByTestId('game-end').locator('h2')).toContainText(/red/i);
  await expect(page.getByTestId('score-1')).toContainText(names[0]!);

  // table 2 of the tournament: its label and the other ten players
  await openPanel(page, t2);
  await newGame(page, 'mafclub-2023', 10);
  await seatFromRoster(page, names.slice(10, 20));
  await expect(page.getByTestId('nick-10')).toHaveValue(names[19]!);

  // a club game of six at another table, the same roster
  await openPanel(page, clubTable);
  await newGame(page, 'club-mafia', 6);
  await seatFromRoster(page, names.slice(10, 16));
  const club = JSON.parse(readFileSync('tests/fixtures/club-six-seats.json', 'utf8')) as GameCommand[];
  await playCommands(
    page,
    club.filter((c) => c.type !== 'game/new'),
  );
  await expect(page.getByTestId('game-end').locator('h2')).toContainText(/red/i);

  // and the largest club table: sixteen seats, seats 11-16 filled in the same run of names, then
  // played to its end by keys alone, seats 11-16 by `1` and their second digit
  await newGame(page, 'club-mafia', 16);
  await seatFromRoster(page, names.slice(0, 16));
  await expect(page.getByTestId('nick-16')).toHaveValue(names[15]!);
  await playCommands(page, clubOfSixteen());
  await expect(page.getByTestId('game-end').locator('h2')).toContainText(/red/i);
  await expect(page.getByTestId('score-13')).toContainText(names[12]!);
});

/**
 * A 16-seat club game, short: Don 13 and mafia 15 (the judge's own deal; the club deck's limits
 * allow it), Sheriff 11, doctor 12, lover 16. Day 1 votes on everyone in speech order and sends
 * 13 out (12 of 16: certain, the rest uncounted); night 1 the lover visits 1, the mafia shoots 14,
 * the Sheriff checks 15, the doctor heals 12; day 2 sends 15 out: red wins.
 */
function clubOfSixteen(): GameCommand[] {
  const roles: Record<number, Role> = { 11: 'sheriff', 12: 'doctor', 13: 'don', 15: 'mafia', 16: 'lover' };
  const seats = (from: number[]) =>
    from.flatMap((seat): GameCommand[] => [{ type: 'speech/start', seat }, { type: 'speech/end' }]);
  const zeros = (from: number[]) =>
    from.map((candidate): GameCommand => ({ type: 'vote/record', candidate, count: 0 }));
  const all = Array.from({ length: 16 }, (_, i) => i + 1);
  const day2 = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16];
  return [
    ...all.map((seat): GameCommand => ({ type: 'seat/role', seat, role: roles[seat] ?? 'citizen' })),
    { type: 'game/start' },
    { type: 'stage/end' },
    ...seats(all),
    { type: 'vote/start' },
    { type: 'vote/start' },
    ...zeros(all.slice(0, 12)),
    { type: 'vote/record', candidate: 13, count: 12 },
    { type: 'speech/start', seat: 13 },
    { type: 'speech/end' },
    { type: 'night/visit', seat: 1 },
    { type: 'night/shot', seat: 14 },
    { type: 'night/sheriffCheck', seat: 15 },
    { type: 'night/heal', seat: 12 },
    { type: 'stage/end' },
    ...seats(day2),
    { type: 'vote/start' },
    { type: 'vote/start' },
    ...zeros(day2.slice(0, 11)),
    { type: 'vote/record', candidate: 15, count: 13 },
    { type: 'speech/start', seat: 15 },
    { type: 'speech/end' },
  ];
}

test('a CSV file from a spreadsheet and photos dropped by name; another table picks the same tournament', async ({
  page,
}) => {
  const [a, b] = [`e2e-csv-a-${run()}`, `e2e-csv-b-${run()}`];
  const [anna, boris] = [`Анна ${run()}`, `Борис ${run()}`];
  await openPanel(page, a);
  const form = page.getByTestId('tournament-form');
  await form.locator('[name=name]').fill(`Photo cup ${run()}`);
  await page.getByTestId('tournament-save').click();
  await expect(page.getByTestId('tournament-save')).toHaveText('Saved');

  // a file over the hub's 2 MB is not read: said so, nothing previewed
  await page.locator('[name=csv]').setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByTestId('roster-import').getByRole('alert')).toHaveText(/over 2 MB/);
  await expect(page.getByTestId('roster-preview')).toHaveCount(0);
  // Excel on a Russian Windows saves "CSV" in Windows-1251: read as the hub reads it, not as "����"
  const cp1251 = (text: string) =>
    Buffer.from(
      [...text].map((c) => (c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0))),
    );
  await page.locator('[name=csv]').setInputFiles({
    name: 'windows.csv',
    mimeType: 'text/csv',
    buffer: cp1251(`Ник;Клуб\r\nВероника ${run()};Юг\r\n`),
  });
  await expect(page.getByTestId('roster-preview')).toContainText(`Вероника ${run()}`);
  await expect(page.getByTestId('roster-problems')).toHaveCount(0);
  // a spreadsheet's CSV: `;`, a byte order mark, a header in Russian, a site id
  await page.locator('[name=csv]').setInputFiles({
    name: 'players.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFник;клуб;mafiaratings\r\n${anna};Юг;42\r\n${boris};;\r\n`),
  });
  await expect(page.getByTestId('roster-summary')).toHaveText('New: 2 · from the roster: 0 · already in: 0');
  await page.getByTestId('roster-add').click();
  await expect(page.getByTestId('roster-done')).toHaveText('Done: 2 in the tournament, 2 new', {
    timeout: 60_000,
  }); // the compute worker yields to the load

  // photos by drop: matched by file name, one that names nobody is said so and not sent
  const face = readFileSync('tests/fixtures/images/face.jpg').toString('base64');
  const dropped = await page.evaluateHandle(
    ([bytes, names]) => {
      const dt = new DataTransfer();
      const raw = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      for (const n of names) dt.items.add(new File([raw], n, { type: 'image/jpeg' }));
      return dt;
    },
    [face, [`${anna.toUpperCase()}.jpg`, 'Никто.jpg']] as const,
  );
  await page.getByTestId('photo-drop').dispatchEvent('drop', { dataTransfer: dropped });
  const photos = page.getByTestId('photo-list').locator('li');
  await expect(photos).toHaveText([`${anna.toUpperCase()}.jpg → ${anna}`, 'Никто.jpg → no such player']);
  await page.getByTestId('photo-upload').click();
  await expect(photos.first()).toContainText('✓');
  const { url, token } = hub();
  const roster = (await (
    await fetch(`${url}/api/v1/players?q=${encodeURIComponent(anna)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { players: { nickname: string; photo: string | null }[] };
  expect(roster.players.find((p) => p.nickname === anna)?.photo).toMatch(/^\/media\/players\//);

  // table b joins it: picked from the list, this table added to its tables
  await openPanel(page, b);
  await page.getByTestId('tournament-pick').selectOption(`photo-cup-${run()}`);
  await expect(form.locator('[name=tables]')).toHaveValue(`${a}, ${b}`);
  await form.locator(`[name=label-${b}]`).fill('Стол Б');
  await form.locator(`[name=judge-${b}]`).fill('Судья Б'); // issue 40: each table's judge
  await page.getByTestId('tournament-save').click();
  await expect(page.getByTestId('tournament-save')).toHaveText('Saved');
  await expect(page.getByTestId('roster-import').locator('h3')).toContainText('2');
  const saved = (await (await fetch(`${url}/api/v1/tournaments/photo-cup-${run()}`)).json()) as {
    judges?: Record<string, { name: string }>;
  };
  expect(saved.judges).toEqual({ [b]: { name: 'Судья Б' } });
  await page.reload();
  // set up already: the section comes folded, its state kept
  await expect(page.getByTestId('tournament-pick')).toHaveValue(`photo-cup-${run()}`);
  await expect(page.getByTestId('preshow')).not.toHaveAttribute('open');
  await expect(form.locator(`[name=label-${b}]`)).toHaveValue('Стол Б');
  await expect(form.locator(`[name=judge-${b}]`)).toHaveValue('Судья Б');
});
