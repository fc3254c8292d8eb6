import { $view, connect, readParams, type PageParams } from '../src/client/index.ts';
import { demoView } from './demo.ts';

/**
 * Starts an overlay page: reads ?table/feed/key/lang, connects as an overlay and reloads the
 * page when the operator asks (after a deploy, or to clear a stuck OBS source).
 * `?demo=day|night` shows a sample game instead, for placing the source in OBS.
 */
export function startOverlay(page: string): PageParams {
  const params = readParams();
  document.documentElement.lang = params.lang;
  const demo = new URLSearchParams(location.search).get('demo');
  if (demo) {
    $view.set(demoView(params.feed, Date.now(), demo === 'night' ? 'night' : 'day'));
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
