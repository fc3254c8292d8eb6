/** The moment cards' words (src/words/ru/moments.ts, en/moments.ts), alone: what the moment card imports. */
import { area } from './format.ts';
import * as ru from './ru/moments.ts';
import * as en from './en/moments.ts';

export const momentNote = area({ ru: ru.momentNote, en: en.momentNote });
