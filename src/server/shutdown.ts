import type { Server } from 'node:http';
import type { Composed } from './compose.ts';
import type { Upgrades } from './edge/upgrades.ts';

/**
 * The hub's end, in order: no more pings or log tallies, every socket closed, the server closed,
 * then the parts (timers, workers, files) and the data directory's lock.
 */
export async function shutdown(parts: Composed, upgrades: Upgrades, server: Server, unlock: () => void) {
  upgrades.stopBeat();
  parts.ctx.events.close();
  parts.ctx.registry.close();
  await upgrades.close();
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
  await parts.close();
  unlock();
}

/** A hub that could not listen (port in use, no permission) leaves nothing running. */
export async function abandon(parts: Composed, upgrades: Upgrades, unlock: () => void): Promise<void> {
  upgrades.stopBeat();
  await parts.close();
  unlock();
}
