import type { Words } from '../format.ts';
import type * as ru from '../ru/problems-client.ts';

/** The errors the browser itself reports, in English (typed by the Russian file). */
export const client: Words<typeof ru.client> = {
  'client/offline': 'Not connected to the hub',
  'client/disconnected': 'Connection dropped: the command may not have arrived',
  'client/timeout': 'The hub did not answer within 5 s',
  'client/expired': 'No connection for 30 s: the command was dropped, check the table',
  'client/queue-full': '50 commands already wait for the hub: wait for the connection',
  'client/not-stored':
    "This device could not keep the action (the browser's storage is full or off): it is not taken, nothing was sent",
  'client/other-game': "Pressed in another game than the table's now: set aside, not sent",
};
