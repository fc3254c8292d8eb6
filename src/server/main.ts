/**
 * Runs one hub from environment variables and prints one JSON line with its address, so a parent
 * process (tests, the benchmark) can spawn it and connect. `npm start` uses scripts/start.ts instead.
 *   HUB_DATA_DIR (required), HUB_PORT (0 = free), HUB_HOST, HUB_DIST_DIR,
 *   HUB_FEED_DELAYS (JSON, e.g. {"spectator":30}), HUB_RATE (JSON, e.g. {"perSecond":100,"burst":200}),
 *   HUB_HEARTBEAT_MS (default 30000), HUB_LIMITS (JSON, client limits, e.g. {"publicPerAddress":1000}), HUB_ALLOWED_HOSTS and HUB_ALLOWED_ORIGINS (comma-separated)
 *   HUB_WORKERS (JSON, compute workers' bounds, e.g. {"queue":4,"heapMb":512,"timeoutMs":{"seating":300000}})
 *   HUB_LOG_LEVEL (debug|info|warn|error), HUB_LOG_FILE (also log to this file)
 * The log goes to stderr (JSON lines unless stderr is a terminal).
 */
import { z } from 'zod';
import { TableSettingsSchema } from '../protocol/index.ts';
import { startHub } from './index.ts';
import { processLogger } from './log.ts';

/** A JSON variable read through its schema: a wrong one stops the start with its name. */
function jsonEnv<T>(name: string, schema: z.ZodType<T>): T | undefined {
  const text = process.env[name];
  if (!text) return undefined;
  try {
    return schema.parse(JSON.parse(text));
  } catch (e) {
    console.error(`${name}: ${(e as Error).message}`);
    process.exit(2);
  }
}
const RateSchema = z.object({ perSecond: z.number().positive(), burst: z.number().positive() }).strict();
const LimitsSchema = z
  .object({
    queuedPerClient: z.number().int().positive(),
    queuedTotal: z.number().int().positive(),
    publicPerAddress: z.number().int().positive(),
    syncIntervalMs: z.number().min(0),
    publicRate: RateSchema,
    floodHoldMs: z.number().int().positive(),
    registryPushMs: z.number().positive(),
    httpPerAddress: z.number().int().positive(),
    publicHttpRate: RateSchema,
    headersTimeoutMs: z.number().int().positive(),
    helloMs: z.number().int().positive(),
    requestTimeoutMs: z.number().int().positive(),
  })
  .partial()
  .strict();

const WorkersSchema = z
  .object({
    timeoutMs: z
      .object({
        seating: z.number().int().positive(),
        xlsx: z.number().int().positive(),
        roster: z.number().int().positive(),
      })
      .partial()
      .strict(),
    queue: z.number().int().min(0),
    heapMb: z.number().int().positive(),
  })
  .partial()
  .strict();

const env = process.env;
if (!env.HUB_DATA_DIR) {
  console.error('HUB_DATA_DIR is required');
  process.exit(2);
}
function list(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((v) => (v.trim() ? [v.trim()] : []));
}
const logger = processLogger({ level: env.HUB_LOG_LEVEL, file: env.HUB_LOG_FILE });
const hub = await startHub({
  dataDir: env.HUB_DATA_DIR,
  port: Number(env.HUB_PORT ?? 0),
  host: env.HUB_HOST ?? '127.0.0.1',
  distDir: env.HUB_DIST_DIR,
  feedDelays: jsonEnv('HUB_FEED_DELAYS', TableSettingsSchema.shape.feedDelays),
  rateLimit: jsonEnv('HUB_RATE', RateSchema),
  limits: jsonEnv('HUB_LIMITS', LimitsSchema),
  workers: jsonEnv('HUB_WORKERS', WorkersSchema),
  heartbeatMs: env.HUB_HEARTBEAT_MS ? Number(env.HUB_HEARTBEAT_MS) : undefined,
  inlineSyncMs: env.HUB_INLINE_SYNC_MS ? Number(env.HUB_INLINE_SYNC_MS) : undefined,
  allowedHosts: list(env.HUB_ALLOWED_HOSTS),
  allowedOrigins: list(env.HUB_ALLOWED_ORIGINS),
  logger,
});
console.log(
  JSON.stringify({ port: hub.port, url: hub.url, operatorToken: hub.operatorToken, restored: hub.restored }),
);
const stop = () => void hub.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
