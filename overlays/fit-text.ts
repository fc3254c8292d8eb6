/**
 * Svelte action: shrinks the font of a one-line label until it fits its box (from `max` down
 * to `min` px), so a long nickname stays whole instead of ending in an ellipsis. With `wrap`, a
 * label still too long at `min` wraps between words (`data-wrap`, styled by the caller) and
 * shrinks again from `max` until the box holds every line. A word is never broken: one too long
 * for the line shrinks further, down to `floor`.
 */
export interface FitOptions {
  text: string;
  max: number;
  min: number;
  wrap?: boolean;
  /** Smallest size for a single word longer than the line (default `min`). */
  floor?: number;
}

export function fitText(node: HTMLElement, opts: FitOptions) {
  let current = opts;
  // The text's own width, fractional: scrollWidth rounds, and half a pixel over draws an ellipsis.
  const range = document.createRange();
  const tooWide = () => {
    range.selectNodeContents(node);
    const css = getComputedStyle(node);
    const room = node.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    // The range is measured on screen, after the stage's scale; the room is in layout pixels.
    const scale = node.offsetWidth > 0 ? node.getBoundingClientRect().width / node.offsetWidth : 1;
    return range.getBoundingClientRect().width / (scale || 1) > room + 0.01;
  };
  const tooTall = () => node.scrollHeight > node.clientHeight + 1;
  const shrink = (from: number, min: number, over: () => boolean) => {
    let size = from;
    node.style.fontSize = `${size}px`;
    while (size > min && over()) {
      size -= 1;
      node.style.fontSize = `${size}px`;
    }
  };
  const fit = ({ max, min, wrap, floor = min }: FitOptions) => {
    delete node.dataset.wrap;
    shrink(max, min, tooWide);
    if (!wrap || !tooWide()) return;
    node.dataset.wrap = 'words';
    const over = () => tooTall() || tooWide();
    shrink(max, min, over);
    if (over()) shrink(min, floor, over);
  };
  // After the DOM shows the new text: an action's update can run before the text node changes.
  let frame = 0;
  const refit = () => {
    cancelAnimationFrame(frame);
    fit(current);
    frame = requestAnimationFrame(() => fit(current));
  };
  refit();
  // Fonts may arrive after the first layout (fonts.ready can resolve before a fallback is swapped).
  void document.fonts?.ready.then(refit);
  document.fonts?.addEventListener('loadingdone', refit);
  const late = setTimeout(refit, 400);
  return {
    update(next: FitOptions) {
      current = next;
      refit();
    },
    destroy() {
      clearTimeout(late);
      cancelAnimationFrame(frame);
      document.fonts?.removeEventListener('loadingdone', refit);
    },
  };
}
