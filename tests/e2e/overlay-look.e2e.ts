import { expect, test, type Page } from '@playwright/test';
import { clipped, openMoment, type Moment } from './overlay-checks.ts';

/**
 * The show a director puts on air unedited (issue 23), as a viewer reads it in one second over a
 * busy picture: one headline, nicknames one size across the row, the black team found at a
 * glance, timer plates that keep their words whole, counted words in the language's plural.
 */
const moment = (m: Partial<Moment>): Moment => ({
  part: 'full',
  demo: 'day',
  feed: 'spectator',
  seats: 10,
  lang: 'ru',
  ...m,
});

/** Each plate's nickname and club: font size, lines drawn, and whether the text is cut. */
function plateText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-seat]')].map((wrap) => {
      const nick = wrap.querySelector<HTMLElement>('.nick')!;
      const club = wrap.querySelector<HTMLElement>('.club');
      const range = document.createRange();
      range.selectNodeContents(nick);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return {
        seat: Number(wrap.dataset.seat),
        nick: parseFloat(getComputedStyle(nick).fontSize),
        club: club ? parseFloat(getComputedStyle(club).fontSize) : null,
        lines,
        cut: nick.scrollHeight > nick.clientHeight + 1 || nick.scrollWidth > nick.clientWidth + 1,
      };
    }),
  );
}

test('one headline at the top centre: the vote result is told once, by the vote card (demo vote)', async ({
  page,
}) => {
  await openMoment(page, moment({ demo: 'vote', seats: 16 }));
  // One pill (the team counter under it is the stream's count, not a second headline).
  await expect(page.locator('.top > .chip')).toHaveCount(1);
  await expect(page.locator('.top > .chip')).toHaveText('День 2 · Последнее слово');
  await expect(page.getByTestId('vote-outcome')).toContainText('Александр Великолепный покидает стол');
});

test('the stage is said once: the headline names it, the timer plate on full shows only its clock (demo night)', async ({
  page,
}) => {
  await openMoment(page, moment({ demo: 'night', seats: 10 }));
  await expect(page.locator('.top > .chip')).toHaveText('Ночь 2 · Проверка Шерифа');
  await expect(page.getByTestId('timer-clock')).toBeVisible();
  await expect(page.getByTestId('timer-kind')).toHaveCount(0);
  // The timer page alone (its own source) still says what it counts.
  await openMoment(page, { ...moment({ demo: 'night', seats: 10 }), part: 'timer' });
  await expect(page.getByTestId('timer-kind')).toHaveText(/^Проверка шерифа$/i);
});

for (const [seats, least] of [
  [10, 20],
  [16, 17],
] as const) {
  const column = seats > 10;
  test(`${seats} seats: every nickname on the row is one size, ${least} px at least at 1080p, ${column ? 'one line a plate in the side column' : 'in two lines before it shrinks'}; the club is smaller`, async ({
    page,
  }) => {
    await openMoment(page, moment({ seats, lang: seats === 10 ? 'ru' : 'en' }));
    const plates = await plateText(page);
    expect(plates).toHaveLength(seats);
    const sizes = new Set(plates.map((p) => p.nick));
    expect([...sizes], 'one nickname size across the row').toHaveLength(1);
    const size = plates[0]!.nick;
    expect(size).toBeGreaterThanOrEqual(least);
    for (const p of plates) {
      expect(p.cut, `seat ${p.seat} nickname cut`).toBe(false);
      if (p.club !== null) expect(p.club, `seat ${p.seat} club`).toBeLessThan(p.nick);
    }
    if (column) {
      // The side column (issue 38.7): a name is one line; one longer than the plate ends in "…".
      for (const p of plates) expect(p.lines, `seat ${p.seat} lines`).toBe(1);
    } else {
      // Two lines before any shrinking: a row set under its largest size has a name that needs it.
      if (size < 24) expect(Math.max(...plates.map((p) => p.lines))).toBeGreaterThanOrEqual(2);
      // "Белая Королева" is two lines at the row's size, not shrunk.
      expect(plates.find((p) => p.seat === 9)!.lines).toBe(2);
    }
    expect(await clipped(page)).toEqual([]);
  });
}

/** WCAG contrast between two computed CSS colours. */
const contrastJs = `
  const lum = (css) => {
    const [r, g, b] = (css.match(/[\\d.]+/g) || []).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  window.contrast = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
`;

test('spectator feed: the black seats carry a strong mark on the plate, Don and Sheriff their own, citizens stay quiet', async ({
  page,
}) => {
  await openMoment(page, moment({ seats: 16, lang: 'en' }));
  await page.addScriptTag({ content: contrastJs });
  const seats = await page.evaluate(() => {
    const c = (window as unknown as { contrast: (a: string, b: string) => number }).contrast;
    return [...document.querySelectorAll<HTMLElement>('[data-seat]')].map((wrap) => {
      const plate = getComputedStyle(wrap.querySelector('.plate')!).backgroundColor;
      const mark = getComputedStyle(wrap.querySelector('.num')!).backgroundColor;
      const tag = wrap.querySelector<HTMLElement>('[data-testid="role"]')!;
      const t = getComputedStyle(tag);
      return {
        seat: Number(wrap.dataset.seat),
        speaking: wrap.getAttribute('aria-current') === 'true',
        role: tag.className.match(/role-(\w+)/)?.[1] ?? '',
        team: tag.className.match(/team-(\w+)/)?.[1] ?? '',
        markContrast: c(mark, plate),
        tag: `${t.backgroundColor} ${t.color} ${t.borderColor}`,
        tagContrast: c(t.backgroundColor, plate),
      };
    });
  });
  const black = seats.filter((s) => s.role === 'mafia' || s.role === 'don');
  expect(black.length).toBeGreaterThanOrEqual(3);
  for (const s of black) expect(s.markContrast, `seat ${s.seat} black mark`).toBeGreaterThanOrEqual(7);
  // The speaker's number is lit in the accent whatever his team.
  for (const s of seats.filter((x) => x.role === 'citizen' && !x.speaking)) {
    expect(s.markContrast, `seat ${s.seat}: no black mark`).toBeLessThan(2);
    expect(s.tagContrast, `seat ${s.seat}: a quiet citizen tag`).toBeLessThan(2);
  }
  // Every red but the Sheriff (the club doctor and lover too) wears the citizens' quiet tag, not red.
  const reds = seats.filter((s) => s.team === 'red' && s.role !== 'sheriff');
  expect(reds.map((s) => s.role)).toEqual(expect.arrayContaining(['citizen', 'doctor', 'lover']));
  for (const s of reds) expect(s.tagContrast, `seat ${s.seat} (${s.role}): a quiet red tag`).toBeLessThan(2);
  const tagOf = (role: string) => seats.find((s) => s.role === role)!.tag;
  expect(tagOf('don')).not.toBe(tagOf('mafia'));
  expect(tagOf('sheriff')).not.toBe(tagOf('citizen'));
});

test("standings and result: the games column reads like a figure (22 px, the text colour); the reds' numbers stay quiet, the blacks' stand out", async ({
  page,
}) => {
  await openMoment(page, moment({ demo: 'end' }));
  await page.addScriptTag({ content: contrastJs });
  // On `full` the result comes alone, then the standings alone (issue 38.10): each read in its turn.
  const read = (what: 'games' | 'numbers') =>
    page.evaluate((w) => {
      const c = (window as unknown as { contrast: (a: string, b: string) => number }).contrast;
      const ground = (el: Element) => getComputedStyle(el.closest('li')!).backgroundColor;
      if (w === 'games')
        return [...document.querySelectorAll('[data-testid="standings"] li .games')].map((g) => ({
          team: '',
          size: parseFloat(getComputedStyle(g).fontSize),
          contrast: c(getComputedStyle(g).color, ground(g)),
        }));
      return [...document.querySelectorAll('[data-testid="result"] li')].map((li) => ({
        team: li.className.match(/team-(\w+)/)?.[1] ?? '',
        size: 0,
        contrast: c(getComputedStyle(li.querySelector('.num')!).backgroundColor, ground(li)),
      }));
    }, what);
  await expect(page.getByTestId('result')).toBeVisible();
  const numbers = await read('numbers');
  await expect(page.getByTestId('standings')).toBeVisible({ timeout: 20_000 });
  const look = { games: await read('games'), numbers };
  expect(look.games.length).toBeGreaterThan(0);
  for (const g of look.games) {
    expect(g.size, "games: at least the figures' 22 px").toBeGreaterThanOrEqual(22);
    expect(g.contrast, 'games: 7:1 against its row').toBeGreaterThanOrEqual(7);
  }
  const red = look.numbers.filter((n) => n.team === 'red');
  const black = look.numbers.filter((n) => n.team === 'black');
  expect(red.length).toBeGreaterThan(0);
  expect(black.length).toBeGreaterThan(0);
  for (const n of red) expect(n.contrast, 'a red number: quiet').toBeLessThan(2);
  for (const n of black) expect(n.contrast, 'a black number: found at a glance').toBeGreaterThanOrEqual(7);
});

test('an initials tile never wears a team colour (no red, purple or black tile)', async ({ page }) => {
  await openMoment(page, moment({ seats: 16, lang: 'en' }));
  const hues = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.face')]
      .filter((f) => f.querySelector('.initials'))
      .map((f) => {
        const [r, g, b] = (getComputedStyle(f).backgroundColor.match(/[\d.]+/g) ?? []).map(Number) as [
          number,
          number,
          number,
        ];
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        const d = max - min || 1;
        const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
        return { hue: (h * 60 + 360) % 360, chroma: max - min, light: max };
      }),
  );
  expect(hues.length).toBeGreaterThan(10);
  for (const h of hues) {
    expect(h.light, 'not black').toBeGreaterThan(40);
    expect(h.hue >= 35 && h.hue <= 245, `hue ${h.hue} is not a team's red or purple`).toBe(true);
  }
});

test('the table feed has no team mark: every seat number on the same ground', async ({ page }) => {
  await openMoment(page, moment({ feed: 'table', seats: 16 }), false);
  const grounds = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[data-seat] .num')].map((n) => getComputedStyle(n).backgroundColor),
    ),
  ]);
  // The speaker's number is lit in the accent; every other seat shares one ground.
  expect(grounds.length).toBeLessThanOrEqual(2);
  await expect(page.locator('.plate:not(.team-none)')).toHaveCount(0);
});

test('timer plate: "ПОСЛЕДНЕЕ СЛОВО" on one line, a long name whole (timer page, 16 seats)', async ({
  page,
}) => {
  await openMoment(page, moment({ part: 'timer', demo: 'vote', seats: 16 }));
  const kind = page.locator('.timer .kind');
  const box = await kind.boundingBox();
  const fontSize = await kind.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(box!.height, 'the kind on one line').toBeLessThan(fontSize * 2);
  await expect(page.locator('.timer .who')).toHaveText('8 Александр Великолепный');
  expect(await clipped(page)).toEqual([]);
});

test('counted words follow the plural rules: 21 игра, 2 фола; 21 games, 2 fouls', async ({ page }) => {
  // the standings come after the result's turn (10 s at the default hold), once the cards are over
  const turn = { timeout: 30_000 };
  await openMoment(page, moment({ demo: 'end' }));
  await expect(page.getByTestId('standings').locator('.sub')).toContainText('21 игра', turn);
  await openMoment(page, moment({ demo: 'end', lang: 'en' }));
  await expect(page.getByTestId('standings').locator('.sub')).toContainText('21 games', turn);
  await openMoment(page, moment({ part: 'speaker', demo: 'day' }));
  await expect(page.getByTestId('speaker')).toContainText('2 фола');
});
