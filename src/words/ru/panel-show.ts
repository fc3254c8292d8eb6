/**
 * The control panel's words before the show, in Russian: the tournament, its roster and its look
 * on screen (control-panel/tournament/PreShow, IdentityForm, TournamentExports, roster/RosterImport). Terms follow
 * docs/glossary.md.
 */

/** The tournament form and its exports. */
export const panelTournament = {
  tournament: 'Турнир',
  new: '— новый —',
  name: 'Название',
  id: 'Код (в адресах)',
  rules: 'Правила',
  tables: 'Столы',
  stage: 'Этап',
  stageExample: 'Финал',
  /** A table's label on screen, `{table}` its id. */
  label: 'Подпись {table}',
  judge: 'Судья {table}',
  saved: 'Сохранено',
  save: 'Сохранить',
  saveTournament: 'Сохранить турнир',
  create: 'Создать турнир',
  offline: 'Нет связи',
  siteIds: 'Коды на рейтинговых сайтах',
  exports: 'Экспорт',
  protocolPrint: 'Протокол (печать)',
  summary: 'Сводный протокол',
  protocols: 'Все протоколы',
  standingsXlsx: 'Таблица .xlsx',
} as const;

/** The roster: a pasted list or a CSV file, then photos. */
export const panelRoster = {
  players: 'Игроки турнира',
  list: 'список игроков',
  listHint: 'Имя; Клуб — по одному в строке (или из таблицы)',
  csv: 'или файл CSV или XLSX',
  /** An .xlsx chosen: the hub reads and checks it when it is added. */
  sheet: 'Таблица {name}: хаб проверит каждую строку при добавлении',
  summary: 'Новых: {new} · из базы: {known} · уже в турнире: {in}',
  fixLines: 'Исправьте эти строки: пока они есть, не добавится никто.',
  new: 'новый',
  known: 'из базы: {nickname}',
  in: 'уже в турнире',
  add: 'Добавить в турнир',
  done: 'Готово: {n} в турнире, новых {created}',
  photos: 'фото игроков',
  dropHint: 'Перетащите сюда фото: имя файла — ник («Анна.jpg»)',
  noSuchPlayer: 'нет такого игрока',
  upload: 'Загрузить фото',
  /** A bad line of the list: `{what}` is one of the sentences below. */
  line: 'строка {line}: {what}',
  notNumber: 'номер {column} «{value}» — не число',
  extraColumns: 'лишние столбцы: ожидается «Имя; Клуб»',
  noName: 'нет имени',
  longName: 'имя длиннее 40 знаков: «{name}»',
  unsafeName: 'в имени «{name}» невидимый или управляющий знак',
  badClub: 'клуб длиннее 60 знаков или с невидимым знаком',
  repeats: '«{name}» повторяет строку {line} («{other}»)',
  tooMany: {
    one: 'больше {n} игрока',
    few: 'больше {n} игроков',
    many: 'больше {n} игроков',
    other: 'больше {n} игрока',
  },
} as const;

/** The tournament's look on screen (the branding form). */
export const panelBrand = {
  title: 'Оформление турнира',
  noAnswer: 'Хаб не ответил',
  noTournament: 'Стол не входит в турнир: оформление по умолчанию.',
  stage: 'Этап',
  tableLabel: 'Название стола',
  logo: 'Логотип',
  logoAlt: 'логотип',
  noLogo: 'Без логотипа',
  sponsor: 'Спонсор',
  sponsorLogo: 'Логотип спонсора',
  sponsorLogoAlt: 'логотип спонсора',
  colours: 'Цвета',
  plate: 'Плашка',
  text: 'Текст',
  accent: 'Акцент',
  red: 'Красные',
  black: 'Чёрные',
  font: 'Шрифт',
  contrast: 'Контраст текста',
  contrastNeeded: 'нужно не меньше {min}:1',
  accentHeadings: 'Заголовки акцентом на плашке',
  saved: 'Сохранено',
  save: 'Сохранить',
} as const;
