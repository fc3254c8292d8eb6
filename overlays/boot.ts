import { connect, readParams, type PageParams } from '../src/client/index.ts';

/**
 * Starts an overlay page: reads ?table/feed/key/lang, connects as an overlay and reloads the
 * page when the operator asks (after a deploy, or to clear a stuck OBS source).
 */
export function startOverlay(page: string): PageParams {
  const params = readParams();
  connect({
    kind: 'overlay',
    table: params.table,
    feed: params.feed,
    ...(params.key ? { key: params.key } : {}),
    page,
    onReload: () => location.reload(),
  });
  document.documentElement.lang = params.lang;
  return params;
}
