import { $identity, $standings, $view, connect, readParams, type PageParams } from '../src/client/index.ts';
import type { DemoStage } from './demo.ts';
import { setMotion } from './motion.ts';
import { demoIdentity, followTheme } from './theme.ts';

const STAGES: readonly DemoStage[] = ['day', 'vote', 'night', 'end'];

/**
 * Starts an overlay page: reads ?table/feed/key/lang/motion, connects as an overlay and reloads
 * the page when the operator asks (after a deploy, or to clear a stuck OBS source).
 * `?demo=day|vote|night|end` (`&seats=11..16` for a club table) shows a sample game instead, for
 * placing the source in OBS. A parameter it cannot use connects to nothing: the page says which.
 */
export function startOverlay(page: string): PageParams {
  const params = readParams();
  document.documentElement.lang = params.lang;
  setMotion(params.motion);
  if (params.bad.length > 0) return params;
  followTheme();
  const q = new URLSearchParams(location.search);
  const demo = q.get('demo');
  if (demo) {
    const stage = STAGES.find((s) => s === demo) ?? 'day';
    const seats = Math.min(16, Math.max(10, Number(q.get('seats')) || 10));
    // Loaded only for a demo: a live source does not carry the sample game.
    void import('./demo.ts').then(({ demoStandings, demoView }) => {
      $view.set(demoView(params.feed, Date.now(), stage, seats));
      $identity.set(demoIdentity());
      if (stage === 'end') $standings.set(demoStandings());
    });
    return params;
  }
  connect({
    kind: 'overlay',
    table: params.table,
    feed: params.feed,
    ...(params.key ? { key: params.key } : {}),
    page,
    onReload: () => location.reload(),
  });
  return params;
}
