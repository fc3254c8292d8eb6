/**
 * The control panel's words (src/words/ru/panel.ts, en/panel.ts) by group, alone: what the panel
 * imports. Kept out of `index.ts` and `air.ts` so no overlay page's bundle carries them.
 */
import { area } from './format.ts';
import * as ru from './ru/panel.ts';
import * as en from './en/panel.ts';

export const onAir = area({ ru: ru.onAir, en: en.onAir });
