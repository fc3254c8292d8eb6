/**
 * The errors the browser itself reports (src/client/problems.ts), in Russian: apart from the hub's,
 * so that an overlay page's bundle carries these few and not the whole catalog of problems.
 */
export const client = {
  'client/offline': 'Нет связи с сервером',
  'client/disconnected': 'Связь прервалась: команда могла не дойти',
  'client/timeout': 'Сервер не ответил за 5 секунд',
  'client/expired': 'Нет связи 30 секунд: команда отброшена, проверьте стол',
  'client/queue-full': 'Уже 50 команд ждут ответа сервера: дождитесь связи',
  'client/not-stored':
    'Планшет не смог сохранить действие (память браузера полна или закрыта): оно не принято, ничего не отправлено',
  'client/other-game': 'Нажато в другой игре, не в текущей игре стола: отложено, не отправлено',
} as const;
