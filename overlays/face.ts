/**
 * A face for a player without a photo: initials on a colour of his own. The colour comes from the
 * player id (a typed name without a roster player uses the name), so it is the same on every
 * overlay and in every game; dark enough that white initials keep 4.5:1.
 */
export function initials(nickname: string): string {
  const words = nickname
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  const first = (w: string | undefined) => (w ? ([...w][0] ?? '') : '');
  const two =
    words.length > 1 ? first(words[0]) + first(words[1]) : [...(words[0] ?? '')].slice(0, 2).join('');
  return two.toLocaleUpperCase() || '?';
}

/**
 * Olive to blue only: red, magenta and purple are the teams' colours, and a tile in one would mark a
 * seat with a team it may not be on. Spread evenly by eye (a plain 40-240° range is half green).
 */
const HUES = [45, 70, 100, 140, 175, 195, 210, 225, 240] as const;

/** A colour from the id's characters (FNV-1a), at a lightness where white text keeps its contrast. */
export function faceColour(key: string): string {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  const n = h >>> 0;
  return `hsl(${HUES[n % HUES.length] ?? 210}, ${n & 0x100 ? 50 : 32}%, 27%)`;
}
