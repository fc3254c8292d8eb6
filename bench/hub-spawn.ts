/** The hub in its own process for the benchmarks (scripts/spawn-hub.ts), its limits lifted. */
import { spawnHub, type SpawnedHub, type SpawnHubOptions } from '../scripts/spawn-hub.ts';

/**
 * The hub's limits lifted for a bench: its sockets all come from 127.0.0.1 and it measures the hub,
 * not its limits (the per-address limit would refuse the 257th overlay).
 */
export const BENCH_HUB_ENV: Record<string, string> = {
  HUB_RATE: '{"perSecond":100000,"burst":100000}',
  HUB_LIMITS: JSON.stringify({
    publicPerAddress: 100_000,
    httpPerAddress: 100_000,
    publicHttpRate: { perSecond: 100_000, burst: 100_000 },
    publicRate: { perSecond: 100_000, burst: 100_000 },
  }),
};

/** The hub on `dataDir` with BENCH_HUB_ENV under `options.env` (e.g. HUB_HEARTBEAT_MS for the soak), its stderr shown. */
export function benchHub(dataDir: string, options: SpawnHubOptions = {}): Promise<SpawnedHub> {
  return spawnHub({
    stderr: 'inherit',
    ...options,
    env: { HUB_DATA_DIR: dataDir, ...BENCH_HUB_ENV, ...options.env },
  });
}
