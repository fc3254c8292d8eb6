export * from './common.ts';
export * from './commands.ts';
export * from './view.ts';
export * from './messages.ts';
export * from './patch.ts';
export * from './players.ts';
export * from './identity.ts';
export * from './table-id.ts';
