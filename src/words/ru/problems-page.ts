/**
 * The errors the panel's and the judge's pages report themselves (src/client/page-problems.ts), in
 * Russian: apart from the connection's (problems-client.ts), which every overlay page loads.
 */
export const clientPage = {
  'client/bad-reply': 'Сервер ответил непонятно',
  'client/stored-damaged':
    'Очередь, сохранённая на этом устройстве, повреждена и не прочитана: проверьте по журналу стола, что записано',
  'client/no-token': 'Нет токена оператора: откройте ссылку из терминала',
  'client/link-token': 'Токен в ссылке неверный или устарел: он не сохранён, пульт работает с прежним',
  'client/bad-table': 'Неверный id стола: строчные латинские буквы, цифры и дефис, до 32 (например final-2)',
  'client/no-imposed-result':
    'В правилах этого стола нет решений судьи о результате (поражение команды, ничья)',
  'client/no-seat': 'Сначала выберите игрока: 1–9, 0',
  'client/say-new': 'В списке нет игрока по этим буквам: ↓ к «новый игрок» и Enter или Shift+Enter — создать',
  'client/locked':
    'Во время игры заблокировано (имена, J, Shift+N, колонка подготовки): Shift+U — разблокировать',
  'client/seated-twice': 'Этот игрок уже сидит за этим столом: один игрок — одно место',
  'client/file-too-large': 'Файл больше 2 МБ: сохраните только ник и клуб',
  'client/photo-unreadable': 'Не удалось прочитать изображение',
} as const;
