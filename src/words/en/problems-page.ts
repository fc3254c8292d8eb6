import type { Words } from '../format.ts';
import type * as ru from '../ru/problems-page.ts';

/** The errors the panel's and the judge's pages report themselves, in English. */
export const clientPage: Words<typeof ru.clientPage> = {
  'client/bad-reply': 'The hub sent an answer the panel cannot read',
  'client/stored-damaged':
    "The queue kept on this device is damaged and was not read: check the table's log for what the hub has",
  'client/no-token': 'No operator token: open the link printed in the terminal',
  'client/link-token': "The link's token is wrong or old: it was not kept, the panel uses the stored one",
  'client/bad-table': 'Invalid table id: lowercase letters, digits and dashes, up to 32 (e.g. final-2)',
  'client/no-imposed-result': "This table's rules have no judge-imposed result (team loss, draw)",
  'client/no-seat': 'Select a seat first: 1-9, 0',
  'client/say-new':
    'No roster player by these letters: ↓ to "new player" and Enter, or Shift+Enter, makes one',
  'client/locked':
    'Locked while the game runs (names, J, Shift+N, the set-up column): Shift+U unlocks on purpose',
  'client/seated-twice': 'This player already sits at this table: one player, one seat',
  'client/file-too-large': 'The file is over 2 MB: keep the nickname and club only',
  'client/photo-unreadable': 'The image could not be read',
};
