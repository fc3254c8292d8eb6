import { $standings, $view, connect, readParams, type PageParams } from '../src/client/index.ts';
import { demoStandings, demoView } from './demo.ts';

/**
 * Starts an overlay page: reads ?table/feed/key/lang, connects as an overlay and reloads the
 * page when the operator asks (after a deploy, or to clear a stuck OBS source).
 * `?demo=day|night|end` shows a sample game instead, for placing the source in OBS.
 */
export function startOverlay(page: string): PageParams {
  const params = readParams();
  document.documentElement.lang = params.lang;
  const demo = new URLSearchParams(location.search).get('demo');
  if (demo) {
    const stage = demo === 'night' || demo === 'end' ? demo : 'day';
    $view.set(demoView(params.feed, Date.now(), stage));
    if (stage === 'end') $standings.set(demoStandings());
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
