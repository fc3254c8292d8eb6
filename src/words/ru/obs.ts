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

/** OBS in one step from the panel (key O): what the panel says while and after the hub sets OBS up. */
export const obsSetup = {
  running: 'OBS: настройка…',
  scenesOnly:
    'Нажмите O ещё раз, чтобы создать только сцены (источники — вручную или импортом файла коллекции)',
  done: 'OBS готов: создано сцен {scenes}, источников {sources}; исправлено {repaired}; уже было {kept}',
} as const;
