/**
 * The rulesets a table can play and the tournament variants set before play, with their names (the
 * catalog's, src/words/ru/facts.ts).
 */
import { both, format, inEach, keyed, type Lang, type Text } from '../words/format.ts';
import { isWritten, type Written } from '../words/languages.ts';
import * as ru from '../words/ru/facts.ts';
import * as en from '../words/en/facts.ts';
import { AWARD_LIMITS } from './award-limits.ts';

export const RULESET_IDS = ['mafclub-2023', 'fiim-2019', 'club-mafia', 'classic-mafia'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
/** A table's ruleset when nobody chose one: the sport rules most tournaments play (MafClub 2023). */
export const DEFAULT_RULESET: RulesetId = 'mafclub-2023';
/** The rating sites (mafiaratings, Polemica) take sport games of ten seats: not the club rules. */
export const RATING_SITE_RULESETS: ReadonlySet<RulesetId> = new Set([
  'mafclub-2023',
  'fiim-2019',
  'classic-mafia',
]);
/**
 * A player out of the tournament for the rest of it, the clause that says so: a red card (MafClub
 * 4.18), a disqualification (FIIM 7.3); the other rulesets have no tournament sanction.
 */
export const BANNED_CLAUSE: Readonly<Record<RulesetId, string | null>> = {
  'mafclub-2023': '4.18',
  'fiim-2019': '7.3',
  'club-mafia': null,
  'classic-mafia': null,
};

export const RULESET_NAMES: Readonly<Record<RulesetId, Text>> = both({ ru: ru.ruleset, en: en.ruleset });

/**
 * Tournament variants (issue 8), each absent = the rulebook's default: `firstDay` `vote` (default),
 * `noVote` (day 1 ends without a vote), `liftOnly` (day 1's leader is lifted, gets a second speech
 * and stays); `firstKilledPick`: the Prima Nota / best move names black `seats` (default) or guesses
 * `colours`; `loneNominee`: on later days a lone nominee `leaves` without a vote (MafClub 2.4.4) or
 * gets a formal `vote` (FIIM 4.4.10 read as "any number"), absent = the ruleset's own; `awardLimits`
 * `extended`: the judge's extra points may go to five players and six points a game, agreed with
 * the chief judge (MafClub 3.3.1 / 3.4.1 in the Russian text), `standard`: 3.3-3.4.
 */
export const VARIANT_VALUES = {
  firstDay: ['vote', 'noVote', 'liftOnly'],
  firstKilledPick: ['seats', 'colours'],
  loneNominee: ['leaves', 'vote'],
  awardLimits: ['standard', 'extended'],
} as const;
export type VariantKey = keyof typeof VARIANT_VALUES;

type Words = Text;
/** The variant's name from the limits' numbers ("4 players, 5 points"). */
function limitsName(l: { players: number; points: number }): Words {
  const say = (lang: Lang, w: typeof en.variantAwardLimits) =>
    `${format(w.players, lang, { n: l.players })}, ${format(w.points, lang, { n: l.points })}`;
  const by: Record<Written, typeof en.variantAwardLimits> = {
    ru: ru.variantAwardLimits,
    en: en.variantAwardLimits,
  };
  return inEach((lang) => (isWritten(lang) ? say(lang, by[lang]) : keyed('variantAwardLimits')));
}
const NAME = both({ ru: ru.variant, en: en.variant });
const UNSET = both({ ru: ru.variantUnset, en: en.variantUnset });
/**
 * The variants' names for the operator, values in VARIANT_VALUES order. `unset`: a first choice that
 * sends nothing, where the default is the ruleset's own rather than one of the values.
 */
export const VARIANT_NAMES: {
  readonly [K in VariantKey]: Words & {
    values: Readonly<Record<(typeof VARIANT_VALUES)[K][number], Words>>;
    unset?: Words;
  };
} = {
  firstDay: { ...NAME.firstDay, values: both({ ru: ru.variantFirstDay, en: en.variantFirstDay }) },
  firstKilledPick: {
    ...NAME.firstKilledPick,
    values: both({ ru: ru.variantFirstKilledPick, en: en.variantFirstKilledPick }),
  },
  // MafClub 2.4.4 leaves, FIIM 4.4.10 vote: the ruleset decides unless the tournament does.
  loneNominee: {
    ...NAME.loneNominee,
    unset: UNSET.loneNominee,
    values: both({ ru: ru.variantLoneNominee, en: en.variantLoneNominee }),
  },
  awardLimits: {
    ...NAME.awardLimits,
    values: { standard: limitsName(AWARD_LIMITS.standard), extended: limitsName(AWARD_LIMITS.extended) },
  },
};

export interface VariantChoice extends Text {
  key: VariantKey;
  /** The first value is the default; `id: 'rules'` sends nothing (the ruleset's own). */
  values: readonly ({ id: string } & Words)[];
}

/** The variants as the operator cycles through them, the default first. */
export const VARIANT_CHOICES: readonly VariantChoice[] = (Object.keys(VARIANT_VALUES) as VariantKey[]).map(
  (key) => {
    const names = VARIANT_NAMES[key];
    const named = names.values as Readonly<Record<string, Words>>;
    const values = (VARIANT_VALUES[key] as readonly string[]).map((id) => ({ id, ...(named[id] as Words) }));
    return {
      key,
      ...inEach((lang) => names[lang]),
      values: names.unset ? [{ id: 'rules', ...names.unset }, ...values] : values,
    };
  },
);
