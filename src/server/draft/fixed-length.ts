import { ROLES } from '../../facts/roles.ts';

const roleNames: ReadonlySet<string> = new Set(ROLES);
/** The longest role's name: every role is counted as this long. */
const ROLE_WIDTH = Math.max(...ROLES.map((r) => r.length));

/**
 * `value` as JSON padded with trailing spaces (JSON ignores them) to the length it would have if
 * every role in it had the longest role's name. Radio hides bytes, not lengths (issue 36): a frame
 * or answer of the draft then has one length whatever the roles in it. A string equal to a role's
 * name is counted as a role wherever it is (a nickname "don" too): the length still depends on
 * what is public only.
 */
export function fixedLengthJson(value: unknown): string {
  let short = 0;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string' && roleNames.has(v)) short += ROLE_WIDTH - v.length;
    return v;
  });
  return text + ' '.repeat(short);
}
