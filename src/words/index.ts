/**
 * The message catalog: every sentence the project shows, once per language (`ru/`, `en/`: one file
 * per area, the same keys, en typed by ru so a missing key fails tsc; tests/unit/words checks both
 * complete). Zod-free and free of browser and Node code: the engine, the hub, the panel and the
 * overlays may all import it. An overlay imports only its area (`./air.ts`), for its JS budget.
 * A third language: src/words/languages.ts.
 */
import { inEach, isWritten } from './languages.ts';
import {
  format,
  keyed,
  renderer,
  type Lang,
  type Message,
  type Said,
  type Values,
  type Written,
} from './format.ts';
import * as ruAir from './ru/air.ts';
import * as enAir from './en/air.ts';
import * as ruProblems from './ru/problems.ts';
import * as enProblems from './en/problems.ts';
import * as ruProtocol from './ru/protocol.ts';
import * as enProtocol from './en/protocol.ts';
import * as ruJudge from './ru/judge.ts';
import * as enJudge from './en/judge.ts';
import * as ruDraft from './ru/draft.ts';
import * as enDraft from './en/draft.ts';
import * as ruPanelKeys from './ru/panel-keys.ts';
import * as enPanelKeys from './en/panel-keys.ts';
import * as ruPanelShow from './ru/panel-show.ts';
import * as enPanelShow from './en/panel-show.ts';
import * as ruPanel from './ru/panel.ts';
import * as enPanel from './en/panel.ts';
import * as ruRules from './ru/rules.ts';
import * as enRules from './en/rules.ts';
import * as ruScoring from './ru/scoring.ts';
import * as enScoring from './en/scoring.ts';
import * as ruSteps from './ru/steps.ts';
import * as enSteps from './en/steps.ts';
import * as ruAnnounce from './ru/announce.ts';
import * as enAnnounce from './en/announce.ts';
import * as ruSeatingInput from './ru/seating-input.ts';
import * as enSeatingInput from './en/seating-input.ts';
import * as ruFacts from './ru/facts.ts';
import * as enFacts from './en/facts.ts';
// Not here: the moment card's words (./moments.ts). Imported by the panel's pages too, they would be
// a chunk of their own that every overlay page lists among the lazy card's dependencies (15 B gzipped).
// The site's words by name, not `* as`: a namespace object would need a runtime chunk.
import { start as ruStart, seating as ruSeating } from './ru/site.ts';
import { start as enStart, seating as enSeating } from './en/site.ts';

const catalogs = {
  ru: {
    ...ruAir,
    ...ruProblems,
    ...ruProtocol,
    ...ruJudge,
    ...ruDraft,
    ...ruPanelKeys,
    ...ruPanelShow,
    ...ruPanel,
    ...ruRules,
    ...ruScoring,
    ...ruSteps,
    ...ruAnnounce,
    ...ruSeatingInput,
    ...ruFacts,
    start: ruStart,
    seating: ruSeating,
  },
  en: {
    ...enAir,
    ...enProblems,
    ...enProtocol,
    ...enJudge,
    ...enDraft,
    ...enPanelKeys,
    ...enPanelShow,
    ...enPanel,
    ...enRules,
    ...enScoring,
    ...enSteps,
    ...enAnnounce,
    ...enSeatingInput,
    ...enFacts,
    start: enStart,
    seating: enSeating,
  },
} as const satisfies Readonly<Record<Written, object>>;

type Catalog = (typeof catalogs)['ru'];
/** A message's key: its area, a dot, its name (`air.games`, `role.don`, `scores.result`). */
export type Key = { [A in keyof Catalog]: `${A}.${keyof Catalog[A] & string}` }[keyof Catalog];

/** A message in one language: `t('ru', 'air.games', { n: 21 })` is "21 игра". */
export function t(lang: Lang, key: Key, values?: Values): string {
  if (!isWritten(lang)) return keyed(key);
  const dot = key.indexOf('.');
  const area: Readonly<Record<string, Message>> = catalogs[lang][key.slice(0, dot) as keyof Catalog];
  return format(area[key.slice(dot + 1)] ?? key, lang, values);
}

/** A message in each language (`{ ru, en, xx }`), for the screens' own labels. */
export const text = (key: Key, values?: Values): Readonly<Record<Lang, string>> =>
  inEach((lang) => t(lang, key, values));

/** Words off the wire (an error, an announcement, a step) in the screen's language. */
export const render: (lang: Lang, s: Said) => string = renderer(catalogs);

export {
  format,
  inEach,
  pluralOf,
  said,
  area,
  type Lang,
  type Message,
  type Plural,
  type Said,
  type SaidValue,
  type Text,
  type Values,
  type Words,
} from './format.ts';
