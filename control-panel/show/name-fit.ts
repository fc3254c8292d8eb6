// the overlays' faces, so a name is measured in the font the stream draws it in
import '../../overlays/brand-fonts.css';
import { fitsPlate, plateRoom } from '../../overlays/plate-room.ts';

/** The plates' nickname font (the default theme's; overlays/OverlayLayout.astro `--font`). */
const FONT = "'Roboto Condensed', 'Segoe UI', 'Roboto', 'DejaVu Sans', Arial, sans-serif";
let canvas: CanvasRenderingContext2D | null = null;

/**
 * Whether a name fits its plate at a table of `seats` at the row's smallest size (issue 38.5):
 * measured with the overlay's font once it has loaded. A page with no canvas says it fits.
 */
export async function fitsItsPlate(name: string, seats: number): Promise<boolean> {
  const room = plateRoom(seats);
  await document.fonts?.load(`700 ${room.px}px 'Roboto Condensed'`, name).catch(() => []);
  canvas ??= document.createElement('canvas').getContext('2d');
  const ctx = canvas;
  if (!ctx || !name.trim()) return true;
  return fitsPlate(name, room, (text, px) => {
    ctx.font = `700 ${px}px ${FONT}`;
    return ctx.measureText(text).width;
  });
}
