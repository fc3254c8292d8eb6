import { dur } from './motion.ts';

/** What the overlays animate on an element: a move, a scale, the opacity and the saturation. */
export interface Look {
  x: number;
  y: number;
  scale: number;
  opacity: number;
  saturate: number;
}
const REST: Look = { x: 0, y: 0, scale: 1, opacity: 1, saturate: 1 };
const looks = new WeakMap<HTMLElement, Look>();
/** Which tween moves each of a look's numbers: a new one takes over the numbers it moves. */
const owners = new WeakMap<Look, Partial<Record<keyof Look, object>>>();

const paint = (el: HTMLElement, l: Look) => {
  el.style.transform = `translate(${l.x}px, ${l.y}px) scale(${l.scale})`;
  el.style.opacity = String(l.opacity);
  el.style.filter = l.saturate === 1 ? '' : `saturate(${l.saturate})`;
};

/** The eases the overlays use, by gsap's names: `power2.out`, `power3.out`, `back.out(2)`. */
export function ease(name = 'power2.out'): (t: number) => number {
  const back = /^back\.out\(([\d.]+)\)$/.exec(name);
  if (back) {
    const s = Number(back[1]);
    return (t) => 1 + (s + 1) * (t - 1) ** 3 + s * (t - 1) ** 2;
  }
  const power = name.startsWith('power3') ? 4 : 3;
  return (t) => 1 - (1 - t) ** power;
}

/**
 * Animates an element towards `to` (from `from` if given), one write per animation frame while it
 * runs and none after: nothing loops between events (docs/performance.md). It replaced gsap's
 * core (about 18 KiB of the page's 60 KiB JS budget) for these three eases. A new tween takes over
 * from wherever the running one left the element; with motion off (`dur` 0) the element is set
 * at once.
 */
export function tween(
  el: HTMLElement,
  to: Partial<Look>,
  opts: { duration: number; ease?: string; from?: Partial<Look> },
): void {
  let look = looks.get(el);
  if (!look) looks.set(el, (look = { ...REST }));
  const l = look;
  Object.assign(l, opts.from);
  const me = {};
  let owner = owners.get(l);
  if (!owner) owners.set(l, (owner = {}));
  const own = owner;
  const keys = Object.keys(to) as (keyof Look)[];
  for (const key of keys) own[key] = me;
  const ms = dur(opts.duration) * 1000;
  if (ms === 0) {
    Object.assign(l, to);
    paint(el, l);
    return;
  }
  paint(el, l);
  const start = { ...l };
  const f = ease(opts.ease);
  let t0: number | null = null;
  const step = (now: number) => {
    t0 ??= now;
    const t = Math.min(1, (now - t0) / ms);
    const mine = keys.filter((key) => own[key] === me);
    if (mine.length === 0) return;
    for (const key of mine) l[key] = start[key] + ((to[key] ?? 0) - start[key]) * f(t);
    paint(el, l);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
