/**
 * Score validation (the judge's awards after a game), in Russian, by permanent code (the part of the key before a `#`); the clause travels beside the words.
 */
export const score = {
  'score/unknown-seat': 'Места {seat} нет в этой игре',
  'score/bad-points': 'Баллы должны быть числом',
  'score/award-value': '{award} для места {seat}: {total}; допустимо: {allowed}',
  'score/judge-extras-range':
    'Место {seat} (победившей команда) может получить от судьи {range}, а не {points}',
  'score/judge-extras-range#loser':
    'Место {seat} (проигравшей команда) может получить от судьи {range}, а не {points}',
  'score/best-play-in-tie': 'В ничьей нет лучшей игры: нет победившей команды',
  'score/worst-play-in-tie': 'В ничьей нет худшей игры: нет проигравшей команды',
  'score/best-play-one-player': 'Лучшую игру получает только один игрок за игру',
  'score/worst-play-one-player': 'Худшую игру получает только один игрок за игру',
  'score/best-play-loser': 'Место {seat} не в победившей команде: лучшая игра невозможна',
  'score/worst-play-winner': 'Место {seat} в победившей команде: худшая игра невозможна',
  'score/best-move-and-best-play': 'Один игрок не может получить и лучший ход, и лучшую игру',
  'score/worst-move-and-worst-play': 'Один игрок не может получить и худший ход, и худшую игру',
  'score/too-many-best-moves': {
    one: 'Не больше {n} лучшего хода за игру',
    few: 'Не больше {n} лучших ходов за игру',
    many: 'Не больше {n} лучших ходов за игру',
    other: 'Не больше {n} лучших ходов за игру',
  },
  'score/too-many-players': {
    one: 'Дополнительные баллы (с Prima Nota) — не больше чем {n} игроку за игру (указано {given})',
    few: 'Дополнительные баллы (с Prima Nota) — не больше чем {n} игрокам за игру (указано {given})',
    many: 'Дополнительные баллы (с Prima Nota) — не больше чем {n} игрокам за игру (указано {given})',
    other: 'Дополнительные баллы (с Prima Nota) — не больше чем {n} игрокам за игру (указано {given})',
  },
  'score/too-many-points': {
    one: 'Не больше {n} дополнительного балла за игру, с Prima Nota (указано {given})',
    few: 'Не больше {n} дополнительных баллов за игру, с Prima Nota (указано {given})',
    many: 'Не больше {n} дополнительных баллов за игру, с Prima Nota (указано {given})',
    other: 'Не больше {n} дополнительных баллов за игру, с Prima Nota (указано {given})',
  },
  'score/penalty-value': 'Штраф равен {penalty} (место {seat}: {points})',
  'score/judge-extras-in-draw': 'В ничьей дополнительные баллы от судьи не даются',
  'score/too-many-players#judge': 'Дополнительные баллы от судьи — не больше чем 4 игрокам (указано {given})',
  'score/too-many-points#judge': 'Сумма дополнительных баллов от судьи — не больше 1 (указано {given})',
  'score/award-not-in-ruleset': 'В правилах {ruleset} нет награды "{kind}"',
} as const;
