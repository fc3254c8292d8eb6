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
 * A hue from the id's characters (FNV-1a), at a lightness where white text keeps its contrast.
 * Only olive to blue (40-240°): red, magenta and purple are the teams' colours, and a tile in one
 * would mark a seat with a team it may not be on.
 */
export function faceColour(key: string): string {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return `hsl(${40 + Math.floor(((h >>> 0) / 2 ** 32) * 201)}, 50%, 27%)`;
}
