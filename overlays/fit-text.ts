/**
 * Svelte action: shrinks the font of a one-line label until it fits its box (from `max` down
 * to `min` px), so a long nickname stays whole instead of ending in an ellipsis.
 */
export function fitText(node: HTMLElement, opts: { text: string; max: number; min: number }) {
  let current = opts;
  // The text's own width, fractional: scrollWidth rounds, and half a pixel over draws an ellipsis.
  const range = document.createRange();
  const overflows = () => {
    range.selectNodeContents(node);
    const css = getComputedStyle(node);
    const room = node.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    return range.getBoundingClientRect().width > room + 0.01;
  };
  const fit = ({ max, min }: { max: number; min: number }) => {
    let size = max;
    node.style.fontSize = `${size}px`;
    while (size > min && overflows()) {
      size -= 1;
      node.style.fontSize = `${size}px`;
    }
  };
  fit(current);
  // Fonts may arrive after the first layout (fonts.ready can resolve before a fallback is swapped).
  const refit = () => fit(current);
  void document.fonts?.ready.then(refit);
  document.fonts?.addEventListener('loadingdone', refit);
  const late = setTimeout(refit, 400);
  return {
    update(next: { text: string; max: number; min: number }) {
      current = next;
      fit(next);
    },
    destroy() {
      clearTimeout(late);
      document.fonts?.removeEventListener('loadingdone', refit);
    },
  };
}
