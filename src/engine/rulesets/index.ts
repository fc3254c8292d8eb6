import type { RulesetId } from '../../protocol/index.ts';
import { classicMafia } from './classic-mafia.ts';
import { clubMafia } from './club-mafia.ts';
import { fiim2019 } from './fiim-2019.ts';
import { mafclub2023 } from './mafclub-2023.ts';
import type { Ruleset } from './types.ts';

export type { Ruleset, FoulEffect } from './types.ts';

const rulesets: Record<RulesetId, Ruleset> = {
  'mafclub-2023': mafclub2023,
  'fiim-2019': fiim2019,
  'club-mafia': clubMafia,
  'classic-mafia': classicMafia,
};

export const rulesetOf = (id: RulesetId): Ruleset => rulesets[id];
