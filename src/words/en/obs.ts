import type { Words } from '../format.ts';
import type * as ru from '../ru/obs.ts';

/** The panel's words about OBS, in English (typed by the Russian file: a missing key fails tsc). */

export const speakers: Words<typeof ru.speakers> = {
  key: "OBS follows the speaker, on / off: during a speech or last word, the speaking seat's scene (O makes the seat scenes)",
  title: 'Camera follows the speaker',
  on: 'on',
  off: 'off',
  scenes: 'scenes "{first}" … "{last}"; O makes the missing ones',
};

export const obsSetup: Words<typeof ru.obsSetup> = {
  running: 'OBS: setting up…',
  scenesOnly:
    'Press O again to make the scenes only (add the sources by hand or import the scene collection file)',
  done: 'OBS ready: made {scenes} scenes, {sources} sources; repaired {repaired}; {kept} already there',
};
