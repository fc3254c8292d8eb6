/**
 * Svelte action: one nickname size for a whole row of plates. From `max` down to `min` px, the
 * first size at which every `.nick` in the row fits its box: words wrap first (a box holds two
 * lines at the larger sizes, three only near `min`), a size is given up only when some name needs
 * more lines than its box has or has a word wider than the line. The size is the row's `--nick`
 * CSS variable, so every plate shows it (docs/broadcast-design.md, type). At the floor a name with a
 * word wider than the line (a 12-letter Russian nickname at 20 px is 124 px on a 114 px line at 10 seats) is
 * measured alone: that plate only takes a smaller size, down to `least`, rather than cut the word.
 */
export interface RowFit {
  /** Changes whenever a nickname or the seat count does: the row is measured again. */
  key: string;
  max: number;
  min: number;
  /** The outlier's floor (16: no text on the overlays is smaller). */
  least?: number;
}

export function fitRow(row: HTMLElement, opts: RowFit) {
  let current = opts;
  const nicks = () => [...row.querySelectorAll<HTMLElement>('.nick')];
  const fitsBox = (n: HTMLElement) =>
    n.scrollHeight <= n.clientHeight + 1 && n.scrollWidth <= n.clientWidth + 1;
  const fit = () => {
    const { max, min, least = 16 } = current;
    for (const n of nicks()) n.style.removeProperty('font-size');
    let size = max;
    row.style.setProperty('--nick', `${size}px`);
    while (size > min && !nicks().every(fitsBox)) {
      size -= 1;
      row.style.setProperty('--nick', `${size}px`);
    }
    for (const n of nicks()) {
      let own = size;
      while (own > least && !fitsBox(n)) {
        own -= 1;
        n.style.fontSize = `${own}px`;
      }
    }
  };
  // After the DOM shows the new names, and again when the fonts arrive.
  let frame = 0;
  const refit = () => {
    cancelAnimationFrame(frame);
    fit();
    frame = requestAnimationFrame(fit);
  };
  refit();
  void document.fonts?.ready.then(refit);
  document.fonts?.addEventListener('loadingdone', refit);
  const late = setTimeout(refit, 400);
  return {
    update(next: RowFit) {
      if (next.key === current.key && next.max === current.max) return;
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
