import type { Problem } from '../protocol/index.ts';

/** Errors the browser itself reports (the hub's come over the wire with their own text). */
const texts = {
  'client/offline': { ru: 'Нет связи с сервером', en: 'Not connected to the hub' },
  'client/bad-reply': { ru: 'Сервер ответил непонятно', en: 'The hub sent an answer the panel cannot read' },
  'client/disconnected': {
    ru: 'Связь прервалась: команда могла не дойти',
    en: 'Connection dropped: the command may not have arrived',
  },
  'client/timeout': { ru: 'Сервер не ответил за 5 секунд', en: 'The hub did not answer within 5 s' },
  'client/expired': {
    ru: 'Нет связи 30 секунд: команда отброшена, проверьте стол',
    en: 'No connection for 30 s: the command was dropped, check the table',
  },
  'client/queue-full': {
    ru: 'Уже 50 команд ждут ответа сервера: дождитесь связи',
    en: '50 commands already wait for the hub: wait for the connection',
  },
  'client/no-token': {
    ru: 'Нет токена оператора: откройте ссылку из терминала',
    en: 'No operator token: open the link printed in the terminal',
  },
  'client/link-token': {
    ru: 'Токен в ссылке неверный или устарел: он не сохранён, пульт работает с прежним',
    en: "The link's token is wrong or old: it was not kept, the panel uses the stored one",
  },
  'client/bad-table': {
    ru: 'Неверный id стола: строчные латинские буквы, цифры и дефис, до 32 (например final-2)',
    en: 'Invalid table id: lowercase letters, digits and dashes, up to 32 (e.g. final-2)',
  },
  'client/no-imposed-result': {
    ru: 'В правилах этого стола нет решений судьи о результате (поражение команды, ничья)',
    en: "This table's rules have no judge-imposed result (team loss, draw)",
  },
  'client/no-seat': {
    ru: 'Сначала выберите игрока: 1–9, 0',
    en: 'Select a seat first: 1-9, 0',
  },
  'client/seated-twice': {
    ru: 'Этот игрок уже сидит за этим столом: один игрок — одно место',
    en: 'This player already sits at this table: one player, one seat',
  },
} as const;

export type ClientProblemCode = keyof typeof texts;

export function problem(code: ClientProblemCode): Problem {
  return { code, message: texts[code], clause: null };
}
