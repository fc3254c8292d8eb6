import type { Said } from '../src/protocol/index.ts';
import { render } from '../src/words/index.ts';

/** Keyed words as an English or Russian screen shows them (what a test reads a message by). */
export const en = (s: Said | null | undefined): string | undefined => (s ? render('en', s) : undefined);
export const ru = (s: Said | null | undefined): string | undefined => (s ? render('ru', s) : undefined);
