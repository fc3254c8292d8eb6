import type { GameCommand } from '../protocol/index.ts';

/** A command in a line, as the journal and the undo's question show it (`foul/add 4`, `vote/record → 3 × 5`). */
export function describe(c: GameCommand): string {
  const parts: string[] = [c.type];
  if ('seat' in c && c.seat !== undefined) parts.push(c.seat === null ? 'miss' : String(c.seat));
  if ('candidate' in c) parts.push(`→ ${c.candidate}`);
  if ('voters' in c && c.voters) parts.push(`[${c.voters.join(' ')}]`);
  if ('count' in c) parts.push(`× ${c.count}`);
  if ('seats' in c && Array.isArray(c.seats)) parts.push(c.seats.join(' '));
  if ('reason' in c && c.reason) parts.push(`«${c.reason}»`);
  return parts.join(' ');
}
