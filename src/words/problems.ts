/**
 * The errors' words alone (src/words/{ru,en}/problems.ts): what a page that shows the hub's errors
 * but not the whole catalog imports (the draft page; an overlay loads it only when refused).
 */
import { renderer } from './format.ts';
import * as ru from './ru/problems.ts';
import * as en from './en/problems.ts';

/** An error's words (`hub.*`, `client.*`, `detail.*`, `rosterFile.*`) in the page's language. */
export const renderProblem = renderer({ ru, en });
