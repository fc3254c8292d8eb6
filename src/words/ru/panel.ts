/**
 * What the control panel shows, in Russian (not the broadcast's words: the overlays never load this
 * file, for their JS budget).
 */

/** The director's switches on the panel (issue 23): each one's name, and what it shows in the key help. */
export const onAir = {
  title: 'В эфире',
  roles: 'Роли',
  scores: 'Баллы',
  overlay: 'Графика',
  nights: 'Ночи',
  rolesHelp: 'роли и цвета команд на стриме',
  scoresHelp: 'баллы и турнирная таблица',
  overlayHelp: 'вся графика стола',
  nightsHelp: 'запись прошлых ночей на стриме',
  keyHelp: 'Показать / скрыть в эфире: {what} (сразу, на всех оверлеях стола)',
} as const;
