import type { GameCommand } from '../protocol/index.ts';

/**
 * What the sheet gives (ReasonSheet.svelte): a correction's reason, or a sanction's clause and
 * reason (MafClub 4.7, FIIM 6.6-6.7: kept in the log and the protocol, judge feed only).
 */
export interface Why {
  reason?: string;
  clause?: string;
}
/**
 * `correction` (undo, redo, a foul taken back: a reason is required), `sanction` (a clause or a
 * reason), or `confirm` (a yes or no: a random deal that cancels the open draft).
 */
export type SheetKind = 'correction' | 'sanction' | 'confirm';
/** The sheet open: its question, the command it makes, and (undo) the table's `s` it was asked at. */
export interface Sheet {
  title: string;
  make: (why: Why) => GameCommand;
  kind: SheetKind;
  s?: number;
}
/** Opens the sheet; `make` builds the command once the judge says why. */
export type Correct = (title: string, make: (why: Why) => GameCommand, kind?: SheetKind) => void;

/** A rules clause as the protocol takes it ("4.17.4", "7.3."): 1-4 numbers of 1-2 digits. */
export const CLAUSE = /^\d{1,2}(\.\d{1,2}){0,3}\.?$/;
