/**
 * The panel's words about OBS, in Russian (issue 23: OBS follows the speaker). Loaded with `area`
 * by the panel's OBS parts only.
 */

/** OBS follows the speaker: a scene per seat. */
export const speakers = {
  key: 'OBS за говорящим: вкл. / выкл. — во время речи и последнего слова сцена места говорящего (O создаёт сцены мест)',
  title: 'Камера за говорящим',
  on: 'вкл.',
  off: 'выкл.',
  scenes: 'сцены «{first}» … «{last}»; O создаст недостающие',
} as const;
