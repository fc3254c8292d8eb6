import { z } from 'zod';

/**
 * Button feedback on a Bitfocus Companion page (HTTP `GET/PUT /api/v1/companion`): the hub sets
 * Companion's custom variables `mafia_<table>_next` (what NEXT does now), `mafia_<table>_stage` and
 * `mafia_<table>_timer` (and `mafia_<table>_seq`, NEXT's precondition) through Companion's own HTTP API whenever they change, and every second
 * while a timer runs. The page `GET /api/v1/companion/config` shows them on its buttons.
 */
export const CompanionSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /**
     * Companion's web address (Settings → HTTP API must be on), e.g. http://127.0.0.1:8000: a base
     * the hub appends paths to, so no `?` query, `#` fragment or `user:password@`.
     */
    url: z
      .string()
      .max(300)
      .regex(/^https?:\/\/[^\s?#@]+$/, 'an http:// or https:// address without ?, # or user:password@'),
    /** The language of the step names on the buttons. */
    lang: z.enum(['ru', 'en']),
  })
  .strict();
export type CompanionSettings = z.infer<typeof CompanionSettingsSchema>;

export const DEFAULT_COMPANION_SETTINGS: CompanionSettings = {
  enabled: false,
  url: 'http://127.0.0.1:8000',
  lang: 'ru',
};

/** Companion's custom variable names allow letters, digits, `_` and `-`: a table id fits as it is. */
export const COMPANION_VARIABLES = ['next', 'stage', 'timer', 'seq'] as const;
export type CompanionVariable = (typeof COMPANION_VARIABLES)[number];
export const companionVariable = (table: string, what: CompanionVariable) => `mafia_${table}_${what}`;
