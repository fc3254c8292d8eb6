/** The site pages' words (src/words/ru/site.ts, en/site.ts), alone: what the start and seating pages import. */
import { area } from './format.ts';
import * as ru from './ru/site.ts';
import * as en from './en/site.ts';

export const start = area({ ru: ru.start, en: en.start });
export const seating = area({ ru: ru.seating, en: en.seating });
export const pageTitle = area({ ru: ru.pageTitle, en: en.pageTitle });
