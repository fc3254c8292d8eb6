/**
 * The role draft's words in Russian (issue 27): the players' draft pages (`page`), and the draft as
 * the operator's panel and the judge's tablet run it (`control`).
 */

/** The seat pages and the pass-and-play page (draft-page/). */
export const draftPage = {
  title: 'Раздача ролей',
  seat: 'Место',
  connecting: 'Подключение…',
  offline: 'Нет связи с хабом — переподключаемся; ваша карта сохранена',
  waitingOpen: 'Ждём, когда судья откроет раздачу',
  yourTurn: 'Ваша очередь',
  draw: 'Тянуть карту',
  drawsNow: 'Сейчас тянет место',
  tapToSee: 'Нажмите, чтобы увидеть роль',
  again: 'Судья закрыл вашу карту, пока вы её не видели: нажмите, чтобы посмотреть',
  seenIt: 'Запомнил — закрыть карту',
  closedCard: 'Карта закрыта. Роль знаете только вы.',
  handTo: 'Передайте планшет месту',
  iAmSeat: 'Я место',
  hideAndPass: 'Запомнил — скрыть и передать',
  dealt: 'Все карты розданы. Удачной игры!',
  void: 'Раздача отменена судьёй',
  refused: 'Страница не может открыть раздачу',
  noParams: 'В адресе нет стола или ключа раздачи',
} as const;

/** The draft on the operator's panel and the judge's tablet: open it, follow it, force or close. */
export const draft = {
  title: 'Раздача ролей на планшетах',
  game: '{rules}, мест: {n}',
  open: 'Открыть раздачу на планшетах',
  openAgain: 'Открыть новую раздачу',
  noGame: 'Раздача открывается для новой игры до её начала (Shift+N — новая игра)',
  progress: 'Закрыто карт: {closed} из {n}',
  turn: 'Очередь места {seat}',
  dealt: 'Роли розданы и записаны в игру',
  void: 'Раздача отменена: игра изменилась. Откройте новую',
  waiting: 'ждёт',
  drawn: 'смотрит роль',
  closed: 'закрыта',
  force: 'Вытянуть карту за место {seat}',
  close: 'Закрыть карту места {seat}',
  armForce: 'Вытянуть карту за место {seat}? Роль увидят его страница и стрим',
  armClose: 'Закрыть открытую карту места {seat}?',
  armFresh: 'Отменить эту раздачу и открыть новую колоду? Старые страницы перестанут работать',
  deviceNone: 'ссылка не открыта',
  deviceAway: 'устройство не на связи',
  deviceOnline: 'устройство на связи',
  refusedDevices: 'отказано другим устройствам: {n}',
  hand: 'Передать новому устройству',
  armHand: 'Передать «{who}» новому устройству? Нынешнее будет отключено',
  seatN: 'Место {seat}',
  passAndPlay: 'Один планшет по кругу',
  seatPages: 'Ссылки и QR-коды мест (каждая открывается один раз)',
  keyRow:
    'Раздача ролей на планшетах игроков: открыть для игры до начала; затем вытянуть за место на очереди или закрыть открытую карту, с подтверждением',
  rules: 'Правила',
  seats: 'Мест за столом',
  byHand: 'Роли вручную или случайная раздача',
  roleFor: 'Роль места {seat}',
  hidden: 'Роли скрыты; удерживайте «глаз», чтобы проверить',
} as const;
