/** The seating schedule of a tournament day (issue 25): optimiser and quality report. Pure. */
export * from './types.ts';
export { optimiseSeating, seatingSteps, defaultIterations, type Seated } from './optimise.ts';
export { seatingQuality, type Criterion, type SeatingQuality } from './quality.ts';
export { WEIGHTS } from './cost.ts';
export { scheduleText, qualityText } from './text.ts';
