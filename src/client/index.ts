export * from './connection.ts';
export * from './countdown.ts';
export * from './clock.ts';
export * from './params.ts';
export * from './problems.ts';
export * from './labels.ts';
export * from './plural.ts';
