/** The draft pages' words, ru and en (the hub's errors bring their own). */
type Text = { ru: string; en: string };
const t = (ru: string, en: string): Text => ({ ru, en });

export const words = {
  title: t('Раздача ролей', 'Role draft'),
  seat: t('Место', 'Seat'),
  connecting: t('Подключение…', 'Connecting…'),
  offline: t(
    'Нет связи с хабом — переподключаемся; ваша карта сохранена',
    'No link to the hub — reconnecting; your card is kept',
  ),
  waitingOpen: t('Ждём, когда судья откроет раздачу', 'Waiting for the judge to open the draft'),
  yourTurn: t('Ваша очередь', 'Your turn'),
  draw: t('Тянуть карту', 'Draw a card'),
  drawsNow: t('Сейчас тянет место', 'Now drawing: seat'),
  tapToSee: t('Нажмите, чтобы увидеть роль', 'Tap to see your role'),
  seenIt: t('Запомнил — закрыть карту', 'Got it — close the card'),
  closedCard: t('Карта закрыта. Роль знаете только вы.', 'Card closed. Only you know your role.'),
  handTo: t('Передайте планшет месту', 'Hand the tablet to seat'),
  iAmSeat: t('Я место', 'I am seat'),
  hideAndPass: t('Запомнил — скрыть и передать', 'Got it — hide and hand over'),
  dealt: t('Все карты розданы. Удачной игры!', 'All cards are dealt. Good game!'),
  void: t('Раздача отменена судьёй', 'The judge cancelled this draft'),
  refused: t('Страница не может открыть раздачу', 'This page cannot open the draft'),
  noParams: t('В адресе нет стола или ключа раздачи', 'The address lacks the table or the draft key'),
} as const;
