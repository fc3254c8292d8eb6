import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { hub } from './hub.ts';

/** What the visual and layout tests open: a demo moment of one overlay page. */
export interface Moment {
  part: 'full' | 'seats' | 'timer' | 'voting' | 'night' | 'scores' | 'speaker';
  demo: 'day' | 'vote' | 'night' | 'end';
  feed: 'table' | 'spectator';
  seats: 10 | 16;
  lang: 'ru' | 'en';
}

export const momentName = (m: Moment) => `${m.part}-${m.demo}-${m.feed}-${m.seats}-${m.lang}`;

const BACKGROUND = readFileSync(resolve(import.meta.dirname, 'busy-background.png')).toString('base64');

/**
 * Opens a moment with motion off (every change lands at once) and the fonts loaded; with
 * `background`, composites it over a fixed busy picture the way OBS puts it over the video.
 */
export async function openMoment(page: Page, m: Moment, background = true): Promise<void> {
  const q = `demo=${m.demo}&feed=${m.feed}&seats=${m.seats}&lang=${m.lang}&motion=off`;
  await page.goto(`${hub().url}/overlay/${m.part}/?${q}`);
  await page.locator('astro-island section').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  // fitText refits on the next frame and once more after fonts: let both land.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 450)));
  if (background) await overBusyPicture(page);
}

/** Composites the page over a fixed busy picture, the way OBS puts it over the video. */
export async function overBusyPicture(page: Page): Promise<void> {
  await page.addStyleTag({
    content: `html { background: url(data:image/png;base64,${BACKGROUND}) center / cover !important; }`,
  });
}

/** A MafClub tournament of these tables, through the hub's API (its standings reach every page). */
export async function putTournament(id: string, name: string, tables: string[]): Promise<void> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tournaments/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, ruleset: 'mafclub-2023', tables }),
  });
  if (res.status !== 200) throw new Error(`tournament ${id}: ${res.status}`);
}

/** The director flips one switch of a table (roles, scores, overlay, nights), as Companion does. */
export async function flipDisplay(table: string, what: string): Promise<void> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/display`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify({ flip: what }),
  });
  if (res.status !== 200) throw new Error(`display ${what}: ${res.status}`);
}

/** The page as the stream shows it, over a busy picture, kept for a director to look at. */
export async function showShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/show/${name}.png` });
}

/** Pairs of boxes (plates, tags, panels) that overlap by more than a pixel. */
export function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel =
      '.plate, .tag, .info-panel, section.timer, section.speaker, .scores > section, .top > span, .teams, .setup-error';
    const els = [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.getClientRects().length > 0);
    const name = (e: HTMLElement) =>
      `${e.className.split(' ')[0]}${e.closest('[data-seat]')?.getAttribute('data-seat') ?? ''}`;
    const found: string[] = [];
    els.forEach((a, i) => {
      const ra = a.getBoundingClientRect();
      for (const b of els.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) found.push(`${name(a)} × ${name(b)}`);
      }
    });
    return found;
  });
}

/**
 * Text cut off by its box with no sign of it: an element that hides overflow and has more content
 * than room (one ending in "…" across is the design's last resort, not counted); or a tag
 * whose word spills out of it (over the tag beside it: seat 8's three tags in the demo).
 */
export function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stage *')]
      .filter((e) => {
        if (!e.textContent?.trim() || e.getClientRects().length === 0) return false;
        const css = getComputedStyle(e);
        const hides =
          css.overflowX !== 'visible' || css.overflowY !== 'visible' || e.classList.contains('tag');
        // cut with its sign ("…"): the design's last resort, not a hard clip
        if (css.textOverflow === 'ellipsis' && e.scrollHeight <= e.clientHeight + 1) return false;
        return hides && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
      })
      .map((e) => `${e.className.split(' ')[0]}: ${e.textContent?.trim().slice(0, 40)}`),
  );
}

/** Text set smaller than `min` px (layout pixels of the 1920x1080 stage). */
export function smallText(page: Page, min: number): Promise<string[]> {
  return page.evaluate(
    (least) =>
      [...document.querySelectorAll<HTMLElement>('.stage *')]
        .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .filter((e) => e.getClientRects().length > 0 && parseFloat(getComputedStyle(e).fontSize) < least)
        .map((e) => `${getComputedStyle(e).fontSize} ${e.textContent?.trim().slice(0, 30)}`),
    min,
  );
}

const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's color-contrast rule (WCAG AA, 4.5:1 for text under 24 px) over the page's plates. */
export async function contrastViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { nodes: { target: string[]; failureSummary?: string }[] }[];
    }
    const r = await axe.run(document.querySelector('.stage'), { runOnly: ['color-contrast'] });
    return r.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    );
  });
}
