import OBSWebSocket, { OBSWebSocketError } from 'obs-websocket-js';
import type { ObsStatus } from '../../protocol/obs.ts';
import type { SceneMap } from '../../protocol/obs.ts';
import type { GameView } from '../../protocol/view.ts';
import { sceneFor } from './scene-for.ts';

export interface BridgeOptions {
  url: string;
  password?: string;
  scenes: SceneMap;
  say: (line: string) => void;
  /** Called whenever the status changes (the hub pushes it to operators). */
  onStatus?: (status: ObsStatus) => void;
  /** Reconnect delays grow from this to 5 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 5_000;

/**
 * Keeps one obs-websocket 5 connection and switches the program scene when the game moves to a
 * step mapped to another scene. Edge-triggered: it switches when the wanted scene changes (and
 * once after each reconnect), never fights the operator's manual cuts in between.
 */
export class ObsBridge {
  private readonly obs = new OBSWebSocket();
  private readonly opts: BridgeOptions;
  private wanted: string | null = null;
  /** A switch OBS refused (no such scene yet): retried when OBS's scene list changes. */
  private refused: string | null = null;
  private applying: Promise<void> = Promise.resolve();
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  status: ObsStatus = {
    state: 'connecting',
    obsVersion: null,
    currentScene: null,
    missingScenes: [],
    lastError: null,
    lastSwitch: null,
  };

  constructor(opts: BridgeOptions) {
    this.opts = opts;
    this.obs.on('ConnectionClosed', (e) => {
      if (this.stopped) return;
      this.update({ state: 'offline', lastError: e.message || `closed (${e.code})` });
      this.retry();
    });
    this.obs.on('CurrentProgramSceneChanged', (e) => this.update({ currentScene: e.sceneName }));
    this.obs.on('SceneListChanged', () => void this.sceneListChanged());
    void this.connect();
  }

  /** The game as the stream sees it now (the spectator feed, delayed like it). */
  follow(view: Pick<GameView, 'stage' | 'phase'>): void {
    const scene = sceneFor(view, this.opts.scenes);
    if (scene === this.wanted) return;
    this.wanted = scene;
    void this.apply();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.update({ state: 'off' });
    await this.obs.disconnect().catch(() => {});
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    this.update({ state: 'connecting' });
    try {
      const hello = await this.obs.connect(this.opts.url, this.opts.password, { rpcVersion: 1 });
      if (this.stopped) return void this.obs.disconnect();
      this.attempt = 0;
      const version = await this.obs.call('GetVersion');
      const scene = await this.obs.call('GetCurrentProgramScene');
      this.update({
        state: 'connected',
        lastError: null,
        obsVersion: `OBS ${version.obsVersion}, obs-websocket ${hello.obsWebSocketVersion}`,
        currentScene: scene.currentProgramSceneName,
      });
      this.opts.say(`OBS: connected to ${this.opts.url} (${this.status.obsVersion})`);
      await this.checkScenes();
      await this.apply();
    } catch (e) {
      // a refused password is final until the settings change; anything else is worth a retry
      const message = describe(e);
      this.update({ state: 'offline', lastError: message });
      if (e instanceof OBSWebSocketError && e.code === 4009) return void this.opts.say(`OBS: ${message}`);
      this.retry();
    }
  }

  private retry(): void {
    if (this.stopped || this.retryTimer) return;
    this.attempt += 1;
    const ms = Math.min(MAX_RETRY_MS, (this.opts.retryMs ?? 500) * 2 ** (this.attempt - 1));
    this.retryTimer = setTimeout(() => void this.connect(), ms);
  }

  private async checkScenes(): Promise<void> {
    if (this.status.state !== 'connected') return;
    try {
      const list = await this.obs.call('GetSceneList');
      const have = new Set(list.scenes.map((s) => String(s.sceneName)));
      const mapped = [...new Set(Object.values(this.opts.scenes))];
      this.update({ missingScenes: mapped.filter((s) => !have.has(s)) });
    } catch (e) {
      this.update({ lastError: describe(e) });
    }
  }

  private async sceneListChanged(): Promise<void> {
    await this.checkScenes();
    // the operator just created the missing scene: take the switch that failed
    if (this.refused !== null && this.refused === this.wanted) await this.apply();
  }

  /** Switches one at a time: a quick run of steps must end on the last step's scene. */
  private apply(): Promise<void> {
    this.applying = this.applying.then(() => this.applyNow());
    return this.applying;
  }

  private async applyNow(): Promise<void> {
    const scene = this.wanted;
    if (scene === null || this.status.state !== 'connected' || this.status.currentScene === scene) return;
    try {
      await this.obs.call('SetCurrentProgramScene', { sceneName: scene });
      this.refused = null;
      this.update({ currentScene: scene, lastSwitch: { scene, at: Date.now() }, lastError: null });
    } catch (e) {
      this.refused = scene;
      this.update({ lastError: `could not switch to "${scene}": ${describe(e)}` });
    }
  }

  private update(patch: Partial<ObsStatus>): void {
    this.status = { ...this.status, ...patch };
    this.opts.onStatus?.(this.status);
  }
}

function describe(e: unknown): string {
  if (e instanceof OBSWebSocketError) return `${e.message} (${e.code})`;
  return e instanceof Error ? e.message : String(e);
}
