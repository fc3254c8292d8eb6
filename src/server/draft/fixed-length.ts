import { ROLES } from '../../facts/roles.ts';
import { DraftCardStateSchema } from '../../protocol/index.ts';

/** Words of a draft's frames from a small set, each counted as long as its set's longest. */
const widths = new Map<string, number>();
for (const set of [ROLES, DraftCardStateSchema.options]) {
  const widest = Math.max(...set.map((w) => w.length));
  for (const w of set) widths.set(w, widest);
}

/**
 * `value` as JSON padded with trailing spaces (JSON ignores them) to the length it would have if
 * every role in it had the longest role's name (and every card's state the longest state's). Radio
 * hides bytes, not lengths (issue 36): a frame or answer of the draft then has one length whatever
 * the roles in it. A string equal to such a word is counted wherever it is (a nickname "don" too):
 * the length still depends on what is public only.
 */
export function fixedLengthJson(value: unknown): string {
  let short = 0;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string') short += (widths.get(v) ?? v.length) - v.length;
    return v;
  });
  return text + ' '.repeat(short);
}
