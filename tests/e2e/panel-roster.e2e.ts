import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import type { Player } from '../../src/protocol/index.ts';
import { api, hub, postCommand, openPanel as openLivePanel } from './hub.ts';

/**
 * Seating from the roster (issues 9 and 10): a few letters and one Enter per seat, the table's
 * tournament suggested first; a new name makes a player; a photo goes up scaled from the panel.
 */
const NAMES = ['Альфа', 'Браво', 'Вектор', 'Гамма', 'Дельта', 'Ежевика', 'Жасмин', 'Зенит', 'Ирис', 'Кварц'];
/** Runs share one hub (retries, --repeat-each): each run has its own tables and names. */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

const create = async (nickname: string) =>
  (await api('/players', { method: 'POST', body: JSON.stringify({ nickname }) })) as Player;

type Seat = { seat: number; nickname: string; player?: { id: string; photo: string | null } };
async function seats(table: string): Promise<Seat[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: { seats: Seat[] } }).state.seats;
}

async function openPanel(page: Page, table: string) {
  await openLivePanel(page, table, 10_000);
  await expect(page.locator('.panel')).toHaveAttribute('data-roster', 'loaded');
}

test('ten seats from the tournament roster: three letters and Enter each (the best match)', async ({
  page,
}) => {
  const table = `e2e-roster-${run()}`;
  const names = NAMES.map((n) => `${n} ${run()}`);
  const ours = [];
  for (const n of names) ours.push(await create(n));
  // in the global roster only: "Аль" must still mean the tournament's Альфа
  await create(`Альбатрос ${run()}`);
  await api(`/tournaments/roster-cup-${run()}`, {
    method: 'PUT',
    body: JSON.stringify({ name: 'Roster cup', ruleset: 'mafclub-2023', tables: [table] }),
  });
  for (const p of ours) await api(`/tournaments/roster-cup-${run()}/players/${p.id}`, { method: 'PUT' });
  expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  await openPanel(page, table);

  let keys = 0;
  const press = async (k: string) => {
    await page.keyboard.press(k);
    keys++;
  };
  await press('Digit1');
  await press('KeyN');
  for (const name of names) {
    await page.keyboard.insertText(name.slice(0, 3));
    // three letters: the tournament's player is the best match (issue 37), never "new player"
    await expect(page.getByTestId('suggest-chosen')).toContainText(name);
    await press('Enter');
  }
  await expect.poll(async () => (await seats(table)).map((s) => s.player?.id)).toEqual(ours.map((p) => p.id));
  expect((await seats(table)).map((s) => s.nickname)).toEqual(names);
  expect(keys).toBe(12); // 1, N, then Enter per seat
});

test('a new name makes a player and seats him; I uploads his photo, scaled; J fixes his nickname and club', async ({
  page,
}) => {
  const table = `e2e-roster-new-${run()}`;
  const name = `Новичок Ноябрь ${run()}`;
  // listened for from the start: Playwright turns on file chooser interception when asked, and a
  // picker opened before that is the browser's own (never reported)
  const chooser = page.waitForEvent('filechooser');
  expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  await openPanel(page, table);
  await page.keyboard.press('Digit3');
  await page.keyboard.press('KeyN');
  await page.keyboard.insertText(name);
  // no one by that name: Enter asks, Shift+Enter says "new" (issue 37)
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error')).toContainText('Shift+Enter');
  await page.keyboard.press('Shift+Enter');
  await expect.poll(async () => (await seats(table))[2]?.player?.id).toMatch(/^p[0-9a-z]+$/);
  const found = (await api(`/players?q=${encodeURIComponent(name)}`)) as { players: Player[] };
  expect(found.players.map((p) => p.id)).toEqual([(await seats(table))[2]?.player?.id]);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Digit3');
  await expect(page.getByTestId('player-card')).toContainText(name);
  // the plates' initials (first letters of two words), not the name's first two letters
  await expect(page.getByTestId('player-initials')).toHaveText('НН');
  await page.keyboard.press('KeyI');
  await (await chooser).setFiles(join(import.meta.dirname, '../fixtures/images/face.png'));
  await expect
    .poll(async () => (await seats(table))[2]?.player?.photo)
    .toMatch(/^\/media\/players\/[0-9a-f]{16}\.jpg$/);
  await expect(page.getByTestId('player-photo')).toBeVisible();

  // J: a misspelt nickname and a club fixed from the panel; the same player, seated anew
  const id = (await seats(table))[2]?.player?.id;
  const fixed = `Новичок Декабрь ${run()}`;
  await page.keyboard.press('KeyJ');
  await expect(page.getByTestId('player-edit')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(fixed);
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('Клуб «Север»');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await seats(table))[2]?.nickname).toBe(fixed);
  expect((await seats(table))[2]?.player?.id).toBe(id);
  expect(await api(`/players/${id}`)).toMatchObject({ id, nickname: fixed, club: 'Клуб «Север»' });
  await expect(page.getByTestId('player-edit')).toBeHidden();
  await expect(page.getByTestId('player-card')).toContainText('Клуб «Север»');
});

test('seating from the roster: a new name is made only when said (Shift+Enter), е/ё fold; a seated player is never seated twice', async ({
  page,
}) => {
  const table = `e2e-roster-twice-${run()}`;
  const lisa = await create(`Елизавета Ёжикова ${run()}`);
  expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  expect((await postCommand(table, { type: 'seat/player', seat: 7, player: lisa.id })).status).toBe(200);
  await openPanel(page, table);
  // "Ежик" is her second word's start (ё folds to е; a name no other test's roster has): she sits at
  // 7, so only "new player" is offered; Enter asks rather than making a player, Shift+Enter makes him
  const petr = `Ежик ${run()}`;
  await page.keyboard.press('Digit3');
  await page.keyboard.press('KeyN');
  await page.keyboard.insertText('Ежик');
  await expect(page.getByTestId('suggest-chosen')).toContainText('new player');
  await page.keyboard.insertText(` ${run()}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error')).toContainText('Shift+Enter');
  expect((await seats(table))[2]?.nickname).toBe('');
  await page.keyboard.press('Shift+Enter');
  await expect.poll(async () => (await seats(table))[2]?.nickname).toBe(petr);
  expect((await seats(table))[2]?.player?.id).not.toBe(lisa.id);
  // her whole name at seat 4: she sits at 7, so she is neither offered nor seated
  await page.keyboard.press('Escape');
  await page.keyboard.press('Digit4');
  await page.keyboard.press('KeyN');
  await page.keyboard.insertText(lisa.nickname.slice(0, 6));
  await expect(page.getByTestId('suggest-4')).not.toContainText(lisa.nickname);
  await page.keyboard.insertText(lisa.nickname.slice(6));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error')).toContainText('already sits at this table');
  const now = await seats(table);
  expect(now.filter((s) => s.player?.id === lisa.id).map((s) => s.seat)).toEqual([7]);
  expect(now[3]?.nickname).toBe('');
});

test('seating by typing (issue 37): "Семен Елкин" seats "Семён Ёлкин"; "Пётр В" and Enter makes no player', async ({
  page,
}) => {
  const table = `e2e-roster-fold-${run()}`;
  const semyon = await create(`Семён Ёлкин ${run()}`);
  const before = ((await api('/players')) as { players: Player[] }).players.length;
  expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  await openPanel(page, table);
  await page.keyboard.press('Digit1');
  await page.keyboard.press('KeyN');
  await page.keyboard.insertText(`Семен Елкин ${run()}`);
  await expect(page.getByTestId('suggest-chosen')).toContainText(semyon.nickname);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await seats(table))[0]?.player?.id).toBe(semyon.id);
  // seat 2 has the focus now: letters no one has, Enter stays there (it asks) and seats nobody
  await page.keyboard.insertText('Пётр В');
  await expect(page.getByTestId('suggest-chosen')).toContainText('Shift+Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nick-2')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('nick-2')).toHaveValue('');
  expect(((await api('/players')) as { players: Player[] }).players.length).toBe(before);
  expect((await seats(table))[1]?.nickname).toBe('');
});
