/** The panel's OBS words (src/words/ru/obs.ts, en/obs.ts), alone: what the panel's OBS parts import. */
import { area } from './format.ts';
import * as ru from './ru/obs.ts';
import * as en from './en/obs.ts';

export const speakers = area({ ru: ru.speakers, en: en.speakers });
export const obsSetup = area({ ru: ru.obsSetup, en: en.obsSetup });
