/**
 * The overlay pages (`/overlay/<name>/`) OBS takes as browser sources, with the names the start
 * page gives them (the catalog's, src/words/ru/facts.ts `overlayPage`); `bug` (the corner bug, its
 * own source across scene cuts) is listed apart.
 */
import { both, type Text } from '../words/format.ts';
import * as ru from '../words/ru/facts.ts';
import * as en from '../words/en/facts.ts';

export const OVERLAY_PAGES: Readonly<Record<keyof typeof ru.overlayPage, Text>> = both({
  ru: ru.overlayPage,
  en: en.overlayPage,
});
export type OverlayName = keyof typeof OVERLAY_PAGES;
/** Every overlay page: the sources above and the corner bug. */
export type OverlayPage = OverlayName | 'bug';
