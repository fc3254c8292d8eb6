import type { HostileDone } from './soak-hostile.ts';

/** What the soak's clients count: every one must stay 0 on air. */
export interface SoakCounts {
  lost: number;
  duplicated: number;
  reordered: number;
  /** Sockets opened again after the first (overlays and the operator). */
  reconnects: number;
  closes: number;
  /** Clients whose final view or sequence differs from a fresh snapshot of their feed. */
  mismatched: number;
}

/** The soak's figures and its goals (shared by `npm run soak` and the test that runs it in `npm test`). */
export interface SoakResult extends SoakCounts {
  seconds: number;
  clients: number;
  rate: number;
  heartbeatMs: number | null;
  /** `applied`: entries the hub logged for them (its `s` moved by that much). */
  commands: { sent: number; applied: number; acked: number; failed: number };
  /** Commands the client gave up on, by code (`client/timeout` may still have been applied). */
  failures: Record<string, number>;
  /** `up` frames received by all overlay sockets. */
  updates: number;
  latencyMs: { p50: number; p99: number; max: number; samples: number };
  /** The operator's command: send -> its ack (or the client giving up). */
  ackMs: { p50: number; p99: number; max: number };
  rssMb: { start: number; end: number };
  /** The hub's highest RSS and V8 heap in use, sampled every 250 ms over the run. */
  peakMb: { rss: number; heap: number };
  /** Client-registry frames the operator received (its panel watches the registry). */
  registryKb: number;
  /** The hostile sockets (--hostile), null without. */
  hostile: HostileDone | null;
  /** CPU seconds used by the hub and by the soak's own process (the clients), and the clients' event-loop delay. */
  cpuS: { hub: number | null; clients: number };
  clientLoopDelayMs: { p50: number; p99: number };
}

/** RSS may grow this much over a run (allocator warm-up, the game log in memory), no more. */
export const RSS_GROWTH_LIMIT_MB = 64;
/** With 1024 hostile sockets (whatever they hold is under limits.queuedTotal), the hub's RSS stays under this. */
export const HOSTILE_PEAK_RSS_MB = 512;

export function judge(r: SoakResult): { missed: string[]; report: string[] } {
  const goals: Array<[string, boolean]> = [
    [`updates lost ${r.lost} (goal 0)`, r.lost === 0],
    [`updates duplicated ${r.duplicated} (goal 0)`, r.duplicated === 0],
    [`updates reordered ${r.reordered} (goal 0)`, r.reordered === 0],
    [`reconnects ${r.reconnects}, closes ${r.closes} (goal 0)`, r.reconnects === 0 && r.closes === 0],
    [`clients not on the hub's final state ${r.mismatched} (goal 0)`, r.mismatched === 0],
    [
      `commands applied ${r.commands.applied} of ${r.commands.sent}, acked ${r.commands.acked} (goal: all, once)`,
      r.commands.applied === r.commands.sent,
    ],
    r.hostile
      ? [
          `hub peak RSS ${r.peakMb.rss.toFixed(0)} MB, heap ${r.peakMb.heap.toFixed(0)} MB (goal: RSS under ${HOSTILE_PEAK_RSS_MB} MB)`,
          r.peakMb.rss < HOSTILE_PEAK_RSS_MB,
        ]
      : [
          `hub RSS ${r.rssMb.start.toFixed(0)} -> ${r.rssMb.end.toFixed(0)} MB (goal: flat, under +${RSS_GROWTH_LIMIT_MB} MB)`,
          r.rssMb.end - r.rssMb.start < RSS_GROWTH_LIMIT_MB,
        ],
  ];
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const report = [
    `soak: ${r.clients} clients, ${r.rate} commands/s for ${r.seconds} s, heartbeat ${r.heartbeatMs ?? 'default'} ms`,
    `  updates received ${r.updates}; latency p50 ${ms(r.latencyMs.p50)}, p99 ${ms(r.latencyMs.p99)}, max ${ms(r.latencyMs.max)} (${r.latencyMs.samples} samples)`,
    `  operator's ack: p50 ${ms(r.ackMs.p50)}, p99 ${ms(r.ackMs.p99)}, max ${ms(r.ackMs.max)}`,
    `  CPU: hub ${r.cpuS.hub?.toFixed(1) ?? '?'} s, clients ${r.cpuS.clients.toFixed(1)} s; clients' event-loop delay p50 ${ms(r.clientLoopDelayMs.p50)}, p99 ${ms(r.clientLoopDelayMs.p99)}`,
    `  commands given up by the client: ${JSON.stringify(r.failures)}`,
    `  hub peak RSS ${r.peakMb.rss.toFixed(0)} MB, heap ${r.peakMb.heap.toFixed(0)} MB; registry frames to the operator ${r.registryKb.toFixed(0)} KB`,
    ...(r.hostile
      ? [
          `  hostile: ${r.hostile.opened} opened, ${r.hostile.cut} cut by the hub, ${r.hostile.refused} refused, ${r.hostile.syncs} syncs sent; ${r.hostile.churned} pages joined and left`,
        ]
      : []),
    ...goals.map(([text, ok]) => `  ${ok ? 'ok  ' : 'MISS'} ${text}`),
  ];
  return { missed: goals.filter(([, ok]) => !ok).map(([text]) => text), report };
}
