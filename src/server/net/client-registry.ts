import type { ClientInfo } from '../../protocol/index.ts';
import { textFrame } from './wire.ts';

/** An operator socket as the registry sees it. */
export interface RegistryWatcher {
  /** `changes`: it asked for `clients-changed` frames; else (older panels) the whole list each time. */
  watchesRegistry: false | 'list' | 'changes';
  sendRaw(payloads: Buffer[], wire: Buffer): void;
}

/**
 * The client registry pushed to operators: joins and leaves are gathered and pushed at most every
 * `pushMs` as one `clients-changed` frame, serialised once for every watcher. 12 000 public sockets
 * used to cost each panel a 2.5 MB list four times a second; now a join costs it one entry.
 */
export class ClientRegistry {
  private added = new Map<string, ClientInfo>();
  private gone = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly pushMs: number;
  private readonly current: () => Iterable<ClientInfo>;
  private readonly watchers: () => Iterable<RegistryWatcher>;

  constructor(
    pushMs: number,
    current: () => Iterable<ClientInfo>,
    watchers: () => Iterable<RegistryWatcher>,
  ) {
    this.pushMs = pushMs;
    this.current = current;
    this.watchers = watchers;
  }

  joined(info: ClientInfo): void {
    this.added.set(info.id, info);
    this.schedule();
  }

  left(id: string): void {
    // one that joined and left within one push is never mentioned
    if (!this.added.delete(id)) this.gone.add(id);
    this.schedule();
  }

  /** The whole list, as one shared frame (a new watcher, older panels). */
  listFrame(): Buffer {
    return Buffer.from(JSON.stringify({ t: 'clients', list: [...this.current()] }));
  }

  /**
   * Pushes what is gathered now, before a new watcher gets the whole list: the list already holds
   * those joins, so a later change never repeats them to it.
   */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.push();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.push(), this.pushMs);
  }

  private push(): void {
    this.timer = null;
    if (this.added.size === 0 && this.gone.size === 0) return;
    const change = Buffer.from(
      JSON.stringify({ t: 'clients-changed', add: [...this.added.values()], gone: [...this.gone] }),
    );
    this.added = new Map();
    this.gone = new Set();
    const changeWire = textFrame(change);
    let list: { payload: Buffer; wire: Buffer } | null = null;
    for (const w of this.watchers()) {
      if (w.watchesRegistry === 'changes') w.sendRaw([change], changeWire);
      else if (w.watchesRegistry === 'list') {
        if (!list) {
          const payload = this.listFrame();
          list = { payload, wire: textFrame(payload) };
        }
        w.sendRaw([list.payload], list.wire);
      }
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
