/**
 * Svelte action: one nickname size for a whole row of plates. From `max` down to `min` px, the
 * first size at which every `.nick` in the row fits its box: words wrap first (a box holds two
 * lines at the larger sizes, three only near `min`), a size is given up only when some name needs
 * more lines than its box has or has a word wider than the line. The size is the row's `--nick`
 * CSS variable, so every plate shows it (docs/broadcast-design.md, type). One size for the row,
 * whatever the names (issue 38.5: a row had 16, 17, 18 and 20 px), down to a floor just above the
 * club line (18 px at ten seats: a 12-letter nickname, an ordinary one, stays whole there): a name that does not fit its plate even
 * there ends in "…", cut with its sign; the lower third, the vote card and the night panel name him
 * whole, and a stage name is the operator's fix.
 */
export interface RowFit {
  /** Changes whenever a nickname or the seat count does: the row is measured again. */
  key: string;
  max: number;
  min: number;
}

export function fitRow(row: HTMLElement, opts: RowFit) {
  let current = opts;
  const nicks = () => [...row.querySelectorAll<HTMLElement>('.nick')];
  const fitsBox = (n: HTMLElement) =>
    n.scrollHeight <= n.clientHeight + 1 && n.scrollWidth <= n.clientWidth + 1;
  // A cut name's text node keeps the whole name here: the node is Svelte's, its value ours to shorten.
  const whole = new WeakMap<Text, { name: string; shown: string }>();
  const textOf = (n: HTMLElement) => [...n.childNodes].find((c): c is Text => c instanceof Text) ?? null;
  const restore = (n: HTMLElement) => {
    const t = textOf(n);
    const w = t && whole.get(t);
    // Svelte wrote a new name since: that one is whole.
    if (t && w && t.nodeValue === w.shown) t.nodeValue = w.name;
    if (t) whole.delete(t);
  };
  const cut = (n: HTMLElement) => {
    const t = textOf(n);
    const name = t?.nodeValue ?? '';
    if (!t) return;
    let k = name.length;
    while (k > 1 && !fitsBox(n)) t.nodeValue = `${name.slice(0, --k).trimEnd()}…`;
    whole.set(t, { name, shown: t.nodeValue ?? '' });
  };
  const fit = () => {
    const { max, min } = current;
    for (const n of nicks()) restore(n);
    let size = max;
    row.style.setProperty('--nick', `${size}px`);
    while (size > min && !nicks().every(fitsBox)) {
      size -= 1;
      row.style.setProperty('--nick', `${size}px`);
    }
    for (const n of nicks()) if (!fitsBox(n)) cut(n);
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
