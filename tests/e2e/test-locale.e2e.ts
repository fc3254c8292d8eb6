import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { api, hub, play, ROLES } from './hub.ts';

/**
 * Issue 41, words as keys: a third language is the catalog's, not the components'. In the test
 * locale (`lang=xx`) every catalog message is its key, `⟦area.key⟧`: what the panel and an overlay
 * still show as Russian or English prose (text, `title`, `aria-label`, `placeholder`) is written
 * outside src/words. The language comes from the one list of them (src/words/languages.ts), as
 * ru and en do.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/**
 * Latin words that are no prose: names and ids the game data shows, key names on the key map and
 * hints, protocol codes, the language switch, units. Anything else of 3+ letters is English prose.
 */
const NOT_PROSE = new Set([
  ...NAMES,
  ...['Shift', 'Ctrl', 'Enter', 'Esc', 'Tab', 'Space', 'Backspace', 'Alt', 'Home', 'End', 'PgUp', 'PgDn'],
  ...['mafiaratings', 'Polemica', 'CSV', 'OBS', 'Companion', 'JSON', 'PNG', 'JPEG', 'WebP', 'xlsx'],
  ...['Prima', 'Nota', 'MafClub', 'FIIM', 'RU', 'EN', 'px', 'http', 'https', 'www'],
]);

/** Words of the tournaments' names and ids other tests left in the shared hub: data the panel lists. */
async function tournamentWords(): Promise<Set<string>> {
  const { tournaments } = (await api('/tournaments')) as { tournaments: Array<{ id: string; name: string }> };
  return new Set(tournaments.flatMap((t) => `${t.id} ${t.name}`.match(/[A-Za-zА-Яа-яЁё]{3,}/g) ?? []));
}

/** The visible words of the page, its title and its attributes' words, outside ⟦keys⟧ and outside code. */
async function prose(page: Page, root = 'body'): Promise<string[]> {
  const data = await tournamentWords();
  const texts = await page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement | null;
    if (!el) return [];
    // the browser tab's name too (the page's <title>: src/layouts/PageTitle.astro, then the page's own)
    const out = [el.innerText, document.title];
    for (const e of el.querySelectorAll('[title], [aria-label], [placeholder]'))
      for (const a of ['title', 'aria-label', 'placeholder']) {
        const v = e.getAttribute(a);
        if (v) out.push(v);
      }
    // code, keys, and the connected clients' page names, table ids and feeds (identifiers)
    for (const c of el.querySelectorAll('code, kbd, .clients .page, .clients .meta'))
      out.push(`-${c.textContent ?? ''}`);
    return out;
  }, root);
  const code = new Set(texts.filter((t) => t.startsWith('-')).map((t) => t.slice(1)));
  const words = texts
    .filter((t) => !t.startsWith('-'))
    // a key's letter ("R") is taken out as a word of its own, never out of a word ("roster")
    .map((t) =>
      [...code].reduce(
        (s, c) =>
          c
            ? s.replace(
                new RegExp(`(?<!\\p{L})${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'),
                ' ',
              )
            : s,
        t,
      ),
    )
    .map((t) => t.replace(/⟦[^⟧]*⟧/g, ' ').replace(/[\w.-]+\/[\w./-]+/g, ' '))
    .flatMap((t) => t.match(/[A-Za-zА-Яа-яЁё]{3,}/g) ?? []);
  return [...new Set(words.filter((w) => !NOT_PROSE.has(w) && !data.has(w)))].sort();
}

test('the panel in the test locale: every word it shows is a catalog key (no Russian or English prose outside src/words)', async ({
  page,
}) => {
  const table = 'xx-1'; // an id of no English word: the panel shows it
  await play(table, [...dealtToDayOne(NAMES, ROLES, { gameId: table }), { type: 'speech/start' }]);
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=xx`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await expect(page.getByTestId('connection')).toContainText('⟦');
  // an error as the error bar says it: its key (the panel is locked in a game: J is refused)
  await page.keyboard.press('j');
  await expect(page.getByTestId('error')).toContainText('⟦clientPage.client/locked⟧');
  expect(await prose(page)).toEqual([]);
});

test('an overlay in the test locale: the full overlay of a live game says only catalog keys', async ({
  page,
}) => {
  const table = 'xx-2';
  await play(table, [...dealtToDayOne(NAMES, ROLES, { gameId: table }), { type: 'speech/start' }]);
  await page.goto(`${hub().url}/overlay/full/?table=${table}&lang=xx`);
  await expect(page.locator('[data-seat="4"]').first()).toBeVisible();
  await expect(page.locator('body')).toContainText('⟦');
  await expect(page).toHaveTitle('⟦overlay⟧');
  expect(await prose(page)).toEqual([]);
});
