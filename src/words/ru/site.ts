/**
 * The site's own pages, in Russian: the start page (`/`) and the tournament's seating page
 * (`/seating/`, issue 25). Loaded with `area` by those pages only (src/words/site.ts).
 */

/** The start page: what each link opens (shown with the English, "ru / en"). */
export const start = {
  panel: 'Пульт оператора',
  panelNote: 'откройте ссылку с токеном из терминала',
  seating: 'Рассадка турнира',
  seatingNote: 'экран зала, оверлей и листы для печати',
  overlays: 'Оверлеи для OBS',
  params: 'Параметры',
  spectator: 'для трансляции с ролями',
  demo: 'пример игры, чтобы расставить источники в OBS',
} as const;

/**
 * The seating page: the venue screen, its overlay and the printed sheets. Plain words the page puts
 * before its numbers ("Тур 2 из 3", "стол 1, место 4"): the page takes them without the catalog's
 * `format`, which would cost the overlays' shared chunk a file of its own.
 */
export const seating = {
  title: 'Рассадка',
  round: 'Тур',
  of: 'из',
  table: 'Стол',
  sittingOut: 'Не играют',
  notPlayed: 'не играет',
  sitsOut: 'не играет',
  atTable: 'стол',
  seat: 'место',
  noSeating: 'Нет рассадки',
  offline: 'Хаб недоступен, повтор…',
  noTournament: 'Укажите ?tournament=…',
  findSeat: 'Найти своё место',
  findHint: 'часть ника',
  noOne: 'никого не найдено',
  noGame: 'игр больше нет',
  ahead: 'идёт раньше расписания: ждёт',
  playsAt: 'ещё играет за',
  grid: 'Игроки по турам',
  gridNote: 'в клетке: стол / место',
  pairs: 'Встречи пар',
  pairsNote: 'сколько игр вместе; на диагонали — игры игрока',
} as const;

/** The pages' names, a browser tab's (`<title>`), in the page's language (src/layouts/PageTitle.astro). */
export const pageTitle = {
  start: 'Трансляция мафии',
  panel: 'Трансляция мафии · пульт',
  judge: 'Трансляция мафии · судья',
  commentator: 'Трансляция мафии · комментатор',
  draft: 'Мафия · раздача ролей',
  overlay: 'Оверлей: {name}',
  bug: 'Оверлей: угловая плашка',
} as const;
