import type { Problem } from '../protocol/index.ts';

/** Hub errors: permanent codes (clients and Companion buttons key off them), text in ru and en. */
const catalog = {
  'frame/malformed-json': ['Frame is not valid JSON', 'Кадр не является корректным JSON'],
  'frame/binary': ['Binary frames are not accepted', 'Двоичные кадры не принимаются'],
  'frame/invalid': ['Frame does not match the protocol', 'Кадр не соответствует протоколу'],
  'frame/unknown-type': ['Unknown frame type', 'Неизвестный тип кадра'],
  'command/unknown': ['Unknown command', 'Неизвестная команда'],
  'command/invalid': ['Command fields are invalid', 'Неверные поля команды'],
  'command/stale': [
    'The table has moved on since you saw it; nothing changed',
    'Стол уже изменился с тех пор, как вы его видели; ничего не изменилось',
  ],
  'hello/required': ['Send hello first', 'Сначала отправьте hello'],
  'hello/repeated': ['Hello was already received', 'Hello уже получен'],
  'protocol/version': ['Unsupported protocol version', 'Неподдерживаемая версия протокола'],
  'auth/token': ['Operator token is missing or wrong', 'Токен оператора отсутствует или неверен'],
  'auth/spectator-key': [
    'Spectator key is missing or wrong',
    'Ключ зрительской ленты отсутствует или неверен',
  ],
  'auth/read-only': ['This connection is read-only', 'Это подключение только для чтения'],
  'table/invalid': ['Invalid table id', 'Неверный идентификатор стола'],
  'table/unknown': ['No such table', 'Нет такого стола'],
  'table/limit': ['Too many tables', 'Слишком много столов'],
  'table/damaged': [
    'The saved game of this table is damaged; the table stays closed until the file is repaired',
    'Сохранённая игра этого стола повреждена; стол закрыт, пока файл не исправят',
  ],
  'feed/judge-delay': [
    'The judge feed cannot be delayed: the panel would lag behind its own commands',
    'Судейскую ленту нельзя задерживать: панель отставала бы от своих же команд',
  ],
  'game/unknown': ['No such game', 'Нет такой игры'],
  'export/unsupported': [
    'This site takes 10-seat sport games (MafClub, FIIM, classic) only',
    'Сайт принимает только спортивные игры на 10 мест (MafClub, FIIM, классика)',
  ],
  'tournament/invalid': ['Invalid tournament id', 'Неверный идентификатор турнира'],
  'tournament/unknown': ['No such tournament', 'Нет такого турнира'],
  'tournament/limit': ['Too many tournaments', 'Слишком много турниров'],
  'tournament/ruleset-mismatch': [
    "The ruleset is not the tournament's",
    'Правила не совпадают с правилами турнира',
  ],
  'tournament/table-taken': [
    'This table already belongs to another tournament',
    'Этот стол уже входит в другой турнир',
  ],
  'tournament/player-banned': [
    'This player got a red card in this tournament and is out of it (MafClub 4.18, FIIM 7.3)',
    'Этот игрок получил красную карточку в этом турнире и удалён из него (МафКлуб 4.18, ФИИМ 7.3)',
  ],
  'seating/invalid': ['The seating cannot be made', 'Рассадку составить нельзя'],
  'seating/too-few-players': ['Too few players for the tables', 'Игроков не хватает на столы'],
  'seating/none': ['The tournament has no seating yet', 'У турнира ещё нет рассадки'],
  'seating/busy': [
    'Another seating is being made; ask again in a few seconds',
    'Другая рассадка ещё составляется; повторите через несколько секунд',
  ],
  'seating/damaged': [
    'The saved seating is damaged; it is not used until a new one is made',
    'Сохранённая рассадка повреждена; она не используется, пока не составят новую',
  ],
  'player/invalid': ['Invalid player id', 'Неверный идентификатор игрока'],
  'player/unknown': ['No such player in the roster', 'Нет такого игрока в составе'],
  'player/nickname-taken': [
    'The roster already has a player of this nickname (seat him, or fix his nickname)',
    'В составе уже есть игрок с таким ником (посадите его или исправьте ник)',
  ],
  'player/limit': ['Too many players in the roster', 'Слишком много игроков в составе'],
  'client/unknown': ['No such client', 'Нет такого клиента'],
  'client/limit': [
    'Too many pages from this address; try again later',
    'Слишком много страниц с этого адреса; попробуйте позже',
  ],
  'rate/limited': ['Too many frames, slow down', 'Слишком много кадров, помедленнее'],
  'store/write-failed': [
    'Could not save the command; nothing changed',
    'Не удалось сохранить команду; ничего не изменилось',
  ],
  'store/file-damaged': [
    'A data file is damaged and kept as it is; this change would overwrite it and is refused (repair or move the file, then restart the hub)',
    'Файл данных повреждён и сохранён как есть; это изменение перезаписало бы его и не принято (исправьте или уберите файл, затем перезапустите хаб)',
  ],
  'http/not-found': ['Not found', 'Не найдено'],
  'http/method': ['Method not allowed', 'Метод не разрешён'],
  'http/too-large': ['Request body is too large', 'Тело запроса слишком большое'],
  'http/forbidden-host': [
    'This host name is not allowed (add it with --allow-host)',
    'Это имя хоста не разрешено (добавьте его через --allow-host)',
  ],
  'http/forbidden-origin': [
    'Requests from this web page are not allowed (add its origin with --allow-origin)',
    'Запросы с этой веб-страницы не разрешены (добавьте её origin через --allow-origin)',
  ],
  'media/bad-type': [
    'Not an image the hub accepts (PNG, JPEG or WebP)',
    'Это не изображение, которое принимает хаб (PNG, JPEG или WebP)',
  ],
  'media/too-large': [
    'The image is too large (at most 2 MB and 1024 pixels a side; scale it down first)',
    'Изображение слишком большое (не больше 2 МБ и 1024 пикселей по стороне; сначала уменьшите его)',
  ],
  'media/unreadable': [
    'The file could not be read (a disk error or no permission); the other photos went on',
    'Файл не удалось прочитать (ошибка диска или нет прав); остальные фото обработаны',
  ],
  'identity/low-contrast': [
    'The theme is refused: its text would be hard to read on its plates; nothing changed',
    'Тема не принята: её текст плохо читается на плашках; ничего не изменилось',
  ],
  'feed/invalid': ['Unknown feed', 'Неизвестная лента'],
  'hub/internal': ['Internal error; nothing changed', 'Внутренняя ошибка; ничего не изменилось'],
  'obs/unreachable': [
    'Cannot reach OBS (check the address and password in the OBS settings, and that OBS is running); nothing changed',
    'OBS недоступен (проверьте адрес и пароль в настройках OBS и что OBS запущен); ничего не изменилось',
  ],
  'obs/no-browser-source': [
    'This OBS cannot create browser sources (install OBS from obsproject.com, whose builds include it, or run setup with sources off and import the scene collection file); nothing was left half-made',
    'Этот OBS не умеет создавать источники «Браузер» (установите OBS с obsproject.com, где он есть, или запустите настройку без источников и импортируйте файл коллекции сцен); ничего недоделанного не осталось',
  ],
  'obs/name-taken': [
    'OBS already has a scene or source of that name that the hub did not make; it was not touched and nothing was created (rename it in OBS or change the scene mapping)',
    'В OBS уже есть сцена или источник с таким именем, созданные не хабом; они не тронуты, ничего не создано (переименуйте их в OBS или измените соответствие сцен)',
  ],
  'obs/timeout': [
    "OBS stopped answering during setup (a dialog open in OBS? OBS frozen?); what this run had made is kept as the hub's, and running setup again completes it",
    'OBS перестал отвечать во время настройки (в OBS открыт диалог? OBS завис?); созданное в этом запуске сохранено как созданное хабом, повторный запуск настройки его завершит',
  ],
  'obs/failed': [
    'OBS refused a setup step; what this run had created was removed',
    'OBS отказал в шаге настройки; созданное в этом запуске удалено',
  ],
  'draft/none': [
    'No role draft is open on this table (the operator opens one)',
    'На этом столе нет открытой раздачи ролей (её открывает оператор)',
  ],
  'draft/bad-key': ['The draft key is missing or wrong', 'Ключ раздачи отсутствует или неверен'],
  'draft/wrong-seat': [
    "This page's key is another seat's: it opens that seat only",
    'Ключ этой страницы от другого места: он открывает только то место',
  ],
  'draft/no-seat': ['No such seat at this table', 'За этим столом нет такого места'],
  'draft/not-your-turn': [
    'Not your turn: the seats draw in order',
    'Сейчас не ваша очередь: места тянут карты по порядку',
  ],
  'draft/already-drawn': ['This seat has drawn its card already', 'Это место уже вытянуло карту'],
  'draft/card-open': [
    'A card is still open: its player confirms it (or the judge closes it) first',
    'Карта ещё открыта: сначала её подтверждает игрок (или закрывает судья)',
  ],
  'draft/not-drawn': ['This seat has no open card', 'У этого места нет открытой карты'],
  'draft/closed': [
    'This draft is over (dealt or void); nothing changed',
    'Эта раздача закончена (роли розданы или она отменена); ничего не изменилось',
  ],
  'draft/not-in-setup': [
    'Roles are drawn before the game starts: start a new game first',
    'Роли тянут до начала игры: сначала начните новую игру',
  ],
  'draft/game-changed': [
    'The game changed during the draft (a new game or another seat count); the draft is void, open a new one',
    'Игра изменилась во время раздачи (новая игра или другое число мест); раздача отменена, откройте новую',
  ],
  'draft/version': [
    'This draft page is of another version: reload it',
    'Эта страница раздачи другой версии: перезагрузите её',
  ],
  'draft/limit': [
    'Too many draft pages are open; close some',
    'Открыто слишком много страниц раздачи; закройте лишние',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type HubErrorCode = keyof typeof catalog;

/** `detail` is appended to both texts; give it per language when it has words, not just ids. */
export function problem(code: HubErrorCode, detail?: string | { en: string; ru: string }): Problem {
  const [en, ru] = catalog[code];
  const more = typeof detail === 'string' ? { en: detail, ru: detail } : detail;
  return {
    code,
    message: more ? { en: `${en}: ${more.en}`, ru: `${ru}: ${more.ru}` } : { en, ru },
    clause: null,
  };
}
