/**
 * The role draft's words (src/words/ru/draft.ts, en/draft.ts) by group, alone: what the draft pages
 * import (a page's bundle holds only these), and the draft control of the panel and the judge's tablet.
 */
import { area } from './format.ts';
import { both } from './air.ts';
import * as ru from './ru/draft.ts';
import * as en from './en/draft.ts';

/** The draft pages' words in both languages: `draftPageWords().draw.ru`. */
export const draftPageWords = () => both({ ru: ru.draftPage, en: en.draftPage });
/** The draft control's sentences: `draftControl.t(lang, 'turn', { seat: 4 })`. */
export const draftControl = area({ ru: ru.draft, en: en.draft });
