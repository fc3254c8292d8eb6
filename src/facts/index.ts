/**
 * Rule facts, each written once: roles and teams, rulesets and variants, award kinds and points, the
 * input each next step needs, the overlay pages. Zod-free and pure, so the engine, the protocol's
 * schemas, the panel and the overlays all read them from here (tests/unit/protocol/facts-once.test.ts
 * fails if a second copy appears).
 */
export * from './roles.ts';
export * from './rulesets.ts';
export * from './awards.ts';
export * from './award-limits.ts';
export * from './next-steps.ts';
export * from './overlay-pages.ts';
export * from './best-move.ts';
export * from './winner-words.ts';
