import { OBSWebSocketError } from 'obs-websocket-js';
import type { ObsStatus } from '../../protocol/obs.ts';
import type { SceneMap, SpeakerScenes } from '../../protocol/obs.ts';
import type { GameView } from '../../protocol/view.ts';
import { sceneFor, speakerScenes } from './scene-for.ts';
import { TimedObs, TimedOut, withTimeout } from './timed.ts';

/** Timing of the connection (tests make it short). */
export interface BridgeTiming {
  /** An attempt with no answer from OBS by then is given up and retried. Default 5 s. */
  connectTimeoutMs?: number;
  /** Once connected (and in OBS setup), each request's deadline for OBS's answer. Default 5 s. */
  answerMs?: number;
  /** Reconnect delays grow from this (doubling)… Default 500 ms. */
  retryMs?: number;
  /** …up to this. Default 5 s. */
  maxRetryMs?: number;
}

export interface BridgeOptions extends BridgeTiming {
  url: string;
  password?: string;
  scenes: SceneMap;
  /** A scene per speaking seat (absent or not enabled: the stage's scene during speeches too). */
  speakers?: SpeakerScenes | undefined;
  say: (line: string) => void;
  /** Called whenever the status changes (the hub pushes it to operators). */
  onStatus?: (status: ObsStatus) => void;
  /** OBS records since `at` (hub ms), or stopped at `at` (VOD chapters, issue 38.15). */
  onRecording?: (recording: boolean, at: number) => void;
}

/** obs-websocket 5 close code: authentication failed. Final until the password changes. */
const AUTH_FAILED = 4009;

/**
 * Keeps one obs-websocket 5 connection and switches the program scene when the game moves to a
 * step mapped to another scene. Edge-triggered: it switches when the wanted scene changes (and
 * once after each reconnect), never fights the operator's manual cuts in between.
 * Each attempt uses a fresh client, so a timed-out attempt's late events cannot touch the next one.
 * Once an attempt failed, the status stays that failure (with the next retry's time) through the
 * retries until one connects: a hung OBS is never shown as a healthy `connecting`. A request OBS
 * does not answer in time (frozen, a dialog open) counts as the connection lost.
 */
export class ObsBridge {
  private obs: TimedObs | null = null;
  private readonly opts: BridgeOptions;
  private wanted: string | null = null;
  /** The followed game's seats: whose speaker scenes OBS should have. */
  private seatCount = 10;
  /** A switch OBS refused (no such scene yet): retried when OBS's scene list changes. */
  private refused: string | null = null;
  private applying: Promise<void> = Promise.resolve();
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private lastLogged: string | null = null;
  status: ObsStatus = {
    state: 'connecting',
    obsVersion: null,
    currentScene: null,
    missingScenes: [],
    lastError: null,
    lastSwitch: null,
    retryAt: null,
  };

  constructor(opts: BridgeOptions) {
    this.opts = opts;
    void this.connect();
  }

  /** The game as the stream sees it now (the spectator feed, delayed like it). */
  follow(view: Pick<GameView, 'stage' | 'phase' | 'speaker' | 'seatCount'>): void {
    if (view.seatCount !== this.seatCount) {
      this.seatCount = view.seatCount;
      if (this.opts.speakers?.enabled) void this.checkScenes();
    }
    const scene = sceneFor(view, this.opts.scenes, this.opts.speakers);
    if (scene === this.wanted) return;
    this.wanted = scene;
    void this.apply();
  }

  /** Resolves once every switch asked for so far has had OBS's answer. */
  settled(): Promise<void> {
    return this.applying;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.update({ state: 'off', retryAt: null });
    await this.drop();
  }

  /** Forgets the current client (its late events are ignored) and closes its socket. */
  private async drop(): Promise<void> {
    const obs = this.obs;
    this.obs = null;
    if (!obs) return;
    obs.removeAllListeners();
    // a socket that never opened may never report its close either: do not wait on it for long
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      obs.disconnect().catch(() => {}),
      new Promise<void>((ok) => (timer = setTimeout(ok, 1_000))),
    ]);
    clearTimeout(timer);
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    await this.drop();
    const obs = new TimedObs(this.opts.answerMs);
    this.obs = obs;
    obs.on('ConnectionClosed', (e) => {
      if (this.obs !== obs || this.status.state !== 'connected') return; // an attempt's own failure
      this.lost(obs.hung ? 'timeout' : 'offline', describe(e));
    });
    obs.on('CurrentProgramSceneChanged', (e) => this.update({ currentScene: e.sceneName }));
    obs.on('SceneListChanged', () => void this.sceneListChanged());
    obs.on('SceneCreated', () => void this.sceneListChanged());
    obs.on('RecordStateChanged', (e) => {
      if (e.outputState === 'OBS_WEBSOCKET_OUTPUT_STARTED') this.opts.onRecording?.(true, Date.now());
      if (e.outputState === 'OBS_WEBSOCKET_OUTPUT_STOPPED') this.opts.onRecording?.(false, Date.now());
    });
    // the first attempt is `connecting`; a retry keeps showing why the last one failed
    const failed = this.status.state === 'offline' || this.status.state === 'timeout';
    if (!failed) this.update({ state: 'connecting', retryAt: null });
    const timeoutMs = this.opts.connectTimeoutMs ?? 5_000;
    try {
      const hello = await withTimeout(
        obs.connect(this.opts.url, this.opts.password, { rpcVersion: 1 }),
        timeoutMs,
      );
      if (this.stopped || this.obs !== obs) return void obs.disconnect().catch(() => {});
      const version = await obs.call('GetVersion');
      const scene = await obs.call('GetCurrentProgramScene');
      if (this.stopped || this.obs !== obs) return;
      this.attempt = 0;
      this.update({
        state: 'connected',
        lastError: null,
        retryAt: null,
        obsVersion: `OBS ${version.obsVersion}, obs-websocket ${hello.obsWebSocketVersion}`,
        currentScene: scene.currentProgramSceneName,
      });
      this.opts.say(`OBS: connected to ${this.opts.url} (${this.status.obsVersion})`);
      await this.checkScenes();
      await this.recordStatus();
      await this.apply();
    } catch (e) {
      if (this.stopped || this.obs !== obs) return;
      const message = describe(e);
      if (e instanceof OBSWebSocketError && e.code === AUTH_FAILED) {
        // final until the settings change (configure starts a new bridge)
        await this.drop();
        this.update({ state: 'auth-failed', lastError: message, retryAt: null });
        return void this.opts.say(`OBS: wrong password for ${this.opts.url}: ${message}; not retrying`);
      }
      await this.drop();
      this.update({ state: e instanceof TimedOut ? 'timeout' : 'offline', lastError: message });
      // one line per failure kind, not one per retry: a day with OBS closed must not fill the log
      if (!failed || message !== this.lastLogged) this.opts.say(`OBS: ${this.opts.url}: ${message}`);
      this.lastLogged = message;
      this.retry();
    }
  }

  /** A connection that was up is gone (closed, or a request OBS did not answer in time). */
  private lost(state: 'offline' | 'timeout', why: string): void {
    const obs = this.obs;
    this.obs = null;
    obs?.removeAllListeners();
    if (obs) void obs.disconnect().catch(() => {});
    this.update({ state, lastError: why });
    this.opts.say(`OBS: connection lost: ${why}`);
    this.lastLogged = why;
    this.retry();
  }

  private retry(): void {
    if (this.stopped || this.retryTimer) return;
    this.attempt += 1;
    const max = this.opts.maxRetryMs ?? 5_000;
    const ms = Math.min(max, (this.opts.retryMs ?? 500) * 2 ** (this.attempt - 1));
    this.update({ retryAt: Date.now() + ms });
    this.retryTimer = setTimeout(() => void this.connect(), ms);
  }

  private async checkScenes(): Promise<void> {
    const obs = this.obs;
    if (this.status.state !== 'connected' || !obs) return;
    try {
      const list = await obs.call('GetSceneList');
      const have = new Set(list.scenes.map((s) => String(s.sceneName)));
      const mapped = [
        ...new Set([
          ...Object.values(this.opts.scenes),
          ...speakerScenes(this.seatCount, this.opts.speakers),
        ]),
      ];
      this.update({ missingScenes: mapped.filter((s) => !have.has(s)) });
    } catch (e) {
      if (e instanceof TimedOut && this.obs === obs) return this.lost('timeout', describe(e));
      this.update({ lastError: describe(e) });
    }
  }

  /** A recording under way when the hub connects: it started its duration ago (obs-websocket 5 GetRecordStatus). */
  private async recordStatus(): Promise<void> {
    const obs = this.obs;
    if (!obs || !this.opts.onRecording) return;
    try {
      const r = await obs.call('GetRecordStatus');
      if (r.outputActive) this.opts.onRecording(true, Date.now() - r.outputDuration);
    } catch (e) {
      if (e instanceof TimedOut && this.obs === obs) return this.lost('timeout', describe(e));
      // an OBS without an output to record: nothing to note
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
    const obs = this.obs;
    if (scene === null || !obs || this.status.state !== 'connected' || this.status.currentScene === scene)
      return;
    // Marked refused until OBS says yes: a scene created while this call is in flight (its
    // SceneListChanged may arrive before this call's answer) then gets one more try.
    this.refused = scene;
    try {
      await obs.call('SetCurrentProgramScene', { sceneName: scene });
      this.refused = null;
      this.update({ currentScene: scene, lastSwitch: { scene, at: Date.now() }, lastError: null });
    } catch (e) {
      if (e instanceof TimedOut && this.obs === obs) return this.lost('timeout', describe(e));
      this.update({ lastError: `could not switch to "${scene}": ${describe(e)}` });
    }
  }

  private update(patch: Partial<ObsStatus>): void {
    this.status = { ...this.status, ...patch };
    this.opts.onStatus?.(this.status);
  }
}

function describe(e: unknown): string {
  if (e instanceof OBSWebSocketError) return `${e.message || 'connection closed'} (${e.code})`;
  return e instanceof Error ? e.message : String(e);
}
