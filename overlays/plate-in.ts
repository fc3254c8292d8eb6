import { tween } from './tween.ts';

/** Svelte action: a plate slides in from `from` px (x or y) and fades in when it appears. */
export function plateIn(node: HTMLElement, from: { x?: number; y?: number } = { y: -16 }) {
  tween(
    node,
    { opacity: 1, x: 0, y: 0 },
    { from: { opacity: 0, x: from.x ?? 0, y: from.y ?? 0 }, duration: 0.45, ease: 'power3.out' },
  );
}

/** Nickname of a seat, or an em dash while none is set. */
export function nickOf(seats: readonly { seat: number; nickname: string }[], seat: number): string {
  return seats.find((s) => s.seat === seat)?.nickname || '—';
}
