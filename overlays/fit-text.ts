/**
 * Svelte action: shrinks the font of a one-line label until it fits its box (from `max` down
 * to `min` px), so a long nickname stays whole instead of ending in an ellipsis.
 */
export function fitText(node: HTMLElement, opts: { text: string; max: number; min: number }) {
  const fit = ({ max, min }: { max: number; min: number }) => {
    let size = max;
    node.style.fontSize = `${size}px`;
    while (size > min && node.scrollWidth > node.clientWidth) {
      size -= 1;
      node.style.fontSize = `${size}px`;
    }
  };
  fit(opts);
  // Fonts may arrive after the first layout.
  void document.fonts?.ready.then(() => fit(opts));
  return { update: fit };
}
