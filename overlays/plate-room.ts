/**
 * How much room a name has on its seat plate, in 1920x1080 stage pixels at the smallest size its
 * row goes to (issue 38.5): the numbers of the plates SeatRow.svelte and SeatPlate.svelte draw,
 * written once here for the panel, which measures a name against them and warns before a name
 * goes on air cut, its end replaced by "…". The overlay itself measures its own DOM (fit-row.ts).
 */
export interface PlateRoom {
  /** The nickname's line, px. */
  width: number;
  /** Lines the plate gives the name. */
  lines: number;
  /** The row's floor, px (fit-row.ts): one size for the row, never under it. */
  px: number;
}

const STAGE = 1920;
/** The row's side margins and the gap between plates (SeatRow.svelte). */
const ROW_MARGIN = 32;
const GAP = 8;
/** The face-and-number strip, the body's paddings and the plate's border (SeatPlate.svelte). */
const SIDE = 48;
const PADDING = 8 + 6 + 2;
/** The side column of 11-16 seats (column.ts): its width, strip and paddings. */
const COLUMN = 400;
const COLUMN_SIDE = 100;
const COLUMN_PADDING = 10 + 8 + 2;

export function plateRoom(seats: number): PlateRoom {
  if (seats > 10) return { width: COLUMN - COLUMN_SIDE - COLUMN_PADDING, lines: 1, px: 17 };
  const plate = (STAGE - 2 * ROW_MARGIN - GAP * (seats - 1)) / seats;
  return { width: plate - SIDE - PADDING, lines: 2, px: 18 };
}

/**
 * Whether `name` fits `room`, with `measure` giving a text's width at a size: it wraps as the
 * plate does (at spaces and after a hyphen), and no piece may be wider than the line.
 */
export function fitsPlate(
  name: string,
  room: PlateRoom,
  measure: (text: string, px: number) => number,
): boolean {
  const pieces = name
    .trim()
    .split(/\s+/)
    .flatMap((w) => w.split(/(?<=-)/));
  let lines = 1;
  let line = '';
  for (const piece of pieces) {
    if (measure(piece, room.px) > room.width) return false;
    const joined = line === '' ? piece : line.endsWith('-') ? line + piece : `${line} ${piece}`;
    if (measure(joined, room.px) <= room.width) line = joined;
    else {
      lines += 1;
      line = piece;
    }
  }
  return lines <= room.lines;
}
