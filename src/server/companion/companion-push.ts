import {
  CompanionSettingsSchema,
  companionVariable,
  DEFAULT_COMPANION_SETTINGS,
  type CompanionSettings,
  type GameView,
  type Check,
} from '../../protocol/index.ts';
import { DiskCompanionSettingsSchema } from '../../protocol/disk.ts';
import { formatClock, timerRemaining } from '../../protocol/timer-clock.ts';
import { stageName } from '../../shared/stage-labels.ts';
import type { DataDir } from '../store/data-dir.ts';
import { loadSettings, saveSettings } from '../store/settings-file.ts';
import type { Say } from '../log.ts';
import type { Table } from '../tables/table.ts';
import type { Tables } from '../tables/tables.ts';
import { render } from '../../words/index.ts';

export interface CompanionPushOptions {
  /** While a timer runs (or a value is still to be delivered), the variables are sent this often. */
  tickMs?: number;
}

/**
 * Button feedback for Bitfocus Companion, pushed: whenever a table's next step, stage or timer text
 * changes, the hub sets Companion's custom variables through Companion's HTTP API
 * (`POST /api/custom-variable/<name>/value`), and once a tick while a timer runs. One request is in
 * flight at a time and only each variable's latest value waits: a Companion that stops answering
 * costs one request per tick, and on its return gets each value once, never a backlog. A value
 * Companion did not take is sent again on the next tick; Companion being away never touches the game.
 */
export class CompanionPush {
  settings: CompanionSettings;
  private readonly file: string;
  private readonly data: DataDir;
  private readonly tables: Tables;
  private readonly say: Say;
  private readonly tickMs: number;
  /** What Companion holds (as far as the hub knows), by variable name. */
  private readonly sent = new Map<string, string>();
  /** Latest value of each variable not yet taken by Companion. */
  private readonly owed = new Map<string, string>();
  /** The newest value of each variable: a batch still on its way never sends an older one. */
  private readonly latest = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private inFlight: Promise<void> = Promise.resolve();
  private delivering = false;
  /** The one value on its way now: a tick meanwhile does not owe it again. */
  private flying: [string, string] | null = null;
  private failing = false;
  /** Each opened table's judge view as its feed released it (Tables.follow), with its number. */
  private readonly views = new WeakMap<Table, { s: number; view: GameView }>();
  private unfollow: (() => void) | null = null;

  constructor(data: DataDir, tables: Tables, say: Say, options: CompanionPushOptions = {}) {
    this.file = data.at('companion.json');
    this.data = data;
    this.tables = tables;
    this.say = say;
    this.tickMs = options.tickMs ?? 1000;
    this.settings = loadSettings(data, this.file, DiskCompanionSettingsSchema, DEFAULT_COMPANION_SETTINGS);
    this.followTables();
  }

  /** While enabled, follows every table's judge feed: the panel's own view, projected once. */
  private followTables(): void {
    const on = this.settings.enabled && !this.closed;
    if (on && !this.unfollow)
      this.unfollow = this.tables.follow('judge', (table, s, view, initial) => {
        this.views.set(table, { s, view });
        // a command ran on this table: its variables that changed are owed to Companion
        if (!initial) this.changed(table);
      });
    if (!on && this.unfollow) {
      this.unfollow();
      this.unfollow = null;
    }
  }

  /** Validates and saves new settings (fails closed), then sends every table's values anew. */
  configure(patch: unknown): Check {
    const saved = saveSettings(this.data, this.file, CompanionSettingsSchema, this.settings, patch);
    if (!saved.ok) return saved.error;
    this.settings = saved.settings;
    this.sent.clear();
    this.owed.clear();
    this.latest.clear();
    this.followTables();
    for (const table of this.tables.byId.values()) this.changed(table);
    return null;
  }

  /** This table's variables that changed are owed to Companion. */
  private changed(table: Table): void {
    const shown = this.views.get(table);
    if (!this.settings.enabled || this.closed || !shown) return;
    for (const [name, value] of this.valuesOf(table.id, shown, Date.now())) this.owe(name, value);
    this.flush();
  }

  /** Resolves once what was owed has been offered to Companion (tests use it as a barrier). */
  settled(): Promise<void> {
    return this.inFlight;
  }

  close(): void {
    this.closed = true;
    this.followTables();
    this.stopTicking();
  }

  private stopTicking(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private valuesOf(
    tableId: string,
    { s, view }: { s: number; view: GameView },
    now: number,
  ): Array<[string, string]> {
    const lang = this.settings.lang;
    const step = view.next?.[0];
    const next = step ? render(lang, step.label) : '';
    const timer = view.timer ? formatClock(timerRemaining(view.timer, now)) : '';
    return [
      [companionVariable(tableId, 'next'), next],
      [companionVariable(tableId, 'stage'), stageName(view.stage, view.ruleset)[lang]],
      [companionVariable(tableId, 'timer'), timer],
      [companionVariable(tableId, 'seq'), String(s)],
    ];
  }

  /** One tick: the running timers' texts, and whatever Companion has not taken yet. */
  private tick(): void {
    const now = Date.now();
    for (const table of this.tables.byId.values()) {
      const shown = this.views.get(table);
      if (shown?.view.timer?.runningSince === null || !shown?.view.timer) continue;
      for (const [name, value] of this.valuesOf(table.id, shown, now)) this.owe(name, value);
    }
    this.flush();
  }

  private owe(name: string, value: string): void {
    this.latest.set(name, value);
    const flying = this.flying?.[0] === name && this.flying[1] === value;
    if (this.sent.get(name) !== value && !flying) this.owed.set(name, value);
    else this.owed.delete(name);
  }

  /** One delivery at a time: while Companion is slow or away, values wait in `owed`, latest only. */
  private flush(): void {
    this.arm();
    if (this.delivering || this.owed.size === 0) return;
    this.delivering = true;
    this.inFlight = this.deliver().finally(() => {
      this.delivering = false;
    });
  }

  /** Ticks only while there is something to tick for: a running timer, or a value still owed. */
  private arm(): void {
    const running = [...this.tables.byId.values()].some((t) => this.views.get(t)?.view.timer?.runningSince);
    const needed = !this.closed && this.settings.enabled && (running || this.owed.size > 0 || this.failing);
    if (needed && !this.timer) this.timer = setInterval(() => this.tick(), this.tickMs);
    if (!needed) this.stopTicking();
  }

  /** Sends what is owed, one request at a time; the first failure waits for the next tick. */
  private async deliver(): Promise<void> {
    const base = this.settings.url.replace(/\/+$/, '');
    for (let next = first(this.owed); next && !this.closed; next = first(this.owed)) {
      const [name, value] = next;
      this.owed.delete(name);
      this.flying = next;
      const url = `${base}/api/custom-variable/${encodeURIComponent(name)}/value?value=${encodeURIComponent(value)}`;
      // a redirect is not Companion's answer: never followed (it could point anywhere)
      const ok = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(2000),
      }).then(
        async (res) => {
          await res.body?.cancel();
          return res.ok;
        },
        () => false,
      );
      this.flying = null;
      if (ok) this.sent.set(name, value);
      // still the newest and not owed anew meanwhile: owed again
      else if (this.latest.get(name) === value && !this.owed.has(name)) this.owed.set(name, value);
      if (ok === this.failing) {
        this.failing = !ok;
        this.say(
          ok
            ? `Companion: ${base} takes the button feedback again`
            : `Companion: ${base} did not take ${name}; retrying every ${this.tickMs} ms`,
          ok ? 'info' : 'warn',
        );
      }
      if (!ok) break;
    }
    this.arm();
  }
}

const first = <K, V>(m: Map<K, V>): [K, V] | undefined => m.entries().next().value;
