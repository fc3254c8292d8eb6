import { expect, it } from 'vitest';
import { fitsPlate, plateRoom } from '../../../overlays/plate-room.ts';

/** A font of 0.5 em a letter: a name's width is half its size per letter. */
const measure = (text: string, px: number) => text.length * px * 0.5;

it('ten seats: two lines, wrapped at spaces and after a hyphen; one word wider than the line never fits', () => {
  const room = plateRoom(10);
  expect(room).toMatchObject({ lines: 2, px: 18 });
  const letters = Math.floor(room.width / 9);
  expect(fitsPlate('Я'.repeat(letters), room, measure)).toBe(true);
  expect(fitsPlate('Я'.repeat(letters + 1), room, measure)).toBe(false);
  expect(fitsPlate(`${'А'.repeat(letters)} ${'Б'.repeat(letters)}`, room, measure)).toBe(true);
  expect(fitsPlate(`${'А'.repeat(letters - 1)}-${'Б'.repeat(letters)}`, room, measure)).toBe(true);
  expect(fitsPlate(`${'А'.repeat(letters)} Б ${'В'.repeat(letters)}`, room, measure)).toBe(false);
});

it('sixteen seats: the side column gives a name one line', () => {
  const room = plateRoom(16);
  expect(room).toMatchObject({ lines: 1, px: 17 });
  expect(fitsPlate('Маргарита Николаевна', room, measure)).toBe(true);
  expect(fitsPlate('Екатерина Великолепная-Неподражаемая', room, measure)).toBe(false);
});
