import { gsap } from 'gsap/gsap-core';
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

const paint = (el: HTMLElement, l: Look) => {
  el.style.transform = `translate(${l.x}px, ${l.y}px) scale(${l.scale})`;
  el.style.opacity = String(l.opacity);
  el.style.filter = l.saturate === 1 ? '' : `saturate(${l.saturate})`;
};

/**
 * Animates an element towards `to` (from `from` if given) with gsap's core tweening the numbers
 * and this writing them as CSS: gsap's CSSPlugin (7.5 KB gzip) stays out of the page's JS budget.
 * A new tween takes over from wherever the running one left the element; with motion off
 * (`dur` 0) the element is set at once.
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
  const duration = dur(opts.duration);
  if (duration === 0) {
    gsap.killTweensOf(l);
    Object.assign(l, to);
    paint(el, l);
    return;
  }
  paint(el, l);
  gsap.to(l, {
    ...to,
    duration,
    ease: opts.ease ?? 'power2.out',
    overwrite: 'auto',
    onUpdate: () => paint(el, l),
  });
}
