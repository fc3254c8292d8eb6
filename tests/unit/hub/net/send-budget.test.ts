import { describe, expect, it } from 'vitest';
import { SendBudget, type Queued } from '../../../../src/server/net/client-limits.ts';

/**
 * Issue 22: the bytes all clients together hold are bounded. What the hub holds for an update sent
 * to 1000 overlays is one buffer, so the total counts it once; counting it once per client cut
 * honest overlays that only happened to be behind while a big shared frame was in flight.
 */
const MiB = 1024 * 1024;

function clients(n: number) {
  const all: Array<Queued & { cuts: number }> = [];
  for (let i = 0; i < n; i++)
    all.push({
      queued: 0,
      cuts: 0,
      cut() {
        this.cuts++;
      },
    });
  return all;
}

describe('the total counts a shared buffer once', () => {
  it('a 1 MiB update in flight to 1000 overlays holds 1 MiB of the 64 MiB budget: nobody is cut', () => {
    const all = clients(1000);
    const budget = new SendBudget(64 * MiB, () => all);
    const update = Buffer.alloc(MiB);
    const backs = all.map((c) => {
      const back = budget.charge(c, [update]);
      budget.enforce();
      return back;
    });
    expect(budget.total).toBe(MiB);
    expect(all.every((c) => c.queued === MiB)).toBe(true);
    expect(all.filter((c) => c.cuts > 0)).toHaveLength(0);
    // the kernel takes it from all but one: the last holder keeps it counted
    for (const back of backs.slice(1)) back();
    expect(budget.total).toBe(MiB);
    backs[0]!();
    expect(budget.total).toBe(0);
    expect(all.every((c) => c.queued === 0)).toBe(true);
  });

  it("a snapshot's own head counts per client, its shared state once; giving back twice changes nothing", () => {
    const [a, b] = clients(2);
    const budget = new SendBudget(MiB, () => [a!, b!]);
    const state = Buffer.alloc(1000);
    const end = Buffer.from('}');
    const backA = budget.charge(a!, [Buffer.alloc(40), state, end]);
    const backB = budget.charge(b!, [Buffer.alloc(40), state, end]);
    expect(budget.total).toBe(40 + 40 + 1000 + 1);
    expect(a!.queued).toBe(1041);
    backA();
    backA();
    expect(budget.total).toBe(40 + 1000 + 1);
    backB();
    expect(budget.total).toBe(0);
  });

  it('buffers of their own past the limit: the clients holding the most are cut until under 90%', () => {
    const all = clients(4);
    const budget = new SendBudget(10 * MiB, () => all);
    const backs = new Map<Queued, () => void>();
    all.forEach((c, i) => {
      // a cut client gives back what it held (as SocketWriter.cut does)
      c.cut = () => {
        (c as { cuts: number }).cuts++;
        backs.get(c)?.();
      };
      backs.set(c, budget.charge(c, [Buffer.alloc((i + 2) * MiB)]));
      budget.enforce();
    });
    // 2 + 3 + 4 = 9 MiB held; the fourth (5 MiB) takes it to 14: the biggest goes, 9 <= 9
    expect(all.map((c) => c.cuts)).toEqual([0, 0, 0, 1]);
    expect(budget.total).toBe(9 * MiB);
  });
});
