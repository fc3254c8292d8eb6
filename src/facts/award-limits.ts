/**
 * How far the judge's extra points may reach in one MafClub game (3.3-3.4): so many players, so many
 * points in all, and the clause; `extended`, agreed with the chief judge, 3.3.1 / 3.4.1 in the
 * Russian text. A leaf (imports nothing): the catalog's words name these numbers too.
 */
export const AWARD_LIMITS = {
  standard: { players: 4, points: 5, playersClause: '3.3', pointsClause: '3.4' },
  extended: { players: 5, points: 6, playersClause: '3.3.1', pointsClause: '3.4.1' },
} as const;
