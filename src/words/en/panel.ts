import type { Words } from '../format.ts';
import type * as ru from '../ru/panel.ts';

/** What the control panel shows, in English (typed by the Russian file: a missing key fails tsc). */

export const onAir: Words<typeof ru.onAir> = {
  title: 'On air',
  roles: 'Roles',
  scores: 'Scores',
  overlay: 'Overlay',
  nights: 'Nights',
  rolesHelp: 'roles and team colours on the stream',
  scoresHelp: 'points and the standings',
  overlayHelp: "the table's whole overlay",
  nightsHelp: 'the record of past nights on the stream',
  keyHelp: 'Show / hide on air: {what} (at once, on every overlay of the table)',
};
