import { DiskObsSettingsSchema } from '../../protocol/disk.ts';
import type { Check } from '../../protocol/index.ts';
import {
  DEFAULT_OBS_SETTINGS,
  ObsSettingsSchema,
  SPEAKER_SCENES_OFF,
  type ObsSettings,
  type SpeakerScenes,
  type ObsStatus,
} from '../../protocol/obs.ts';
import type { DataDir } from '../store/data-dir.ts';
import { loadSettings, saveSettings } from '../store/settings-file.ts';
import type { Tables } from '../tables/tables.ts';
import { ObsBridge, type BridgeTiming } from './bridge.ts';
import { Recordings } from './recordings.ts';

const OFF: ObsStatus = {
  state: 'off',
  obsVersion: null,
  currentScene: null,
  missingScenes: [],
  lastError: null,
  lastSwitch: null,
};

/**
 * OBS scene switching for the hub: settings kept in `<data>/obs.json` (0600: it holds the OBS
 * password), and a bridge that follows the chosen table's spectator feed like an overlay does,
 * so a delayed spectator feed delays the scene switches by the same amount.
 */
export class ObsLink {
  settings: ObsSettings;
  /** Told the OBS password whenever a bridge starts, so the log can mask it. */
  redact: (secret: string) => void = () => {};
  /** Told when another table goes on air (saved): `table=on-air` pages move to it. */
  onAirChanged: (table: string) => void = () => {};
  private bridge: ObsBridge | null = null;
  private detach: (() => void) | null = null;
  private readonly file: string;
  private readonly data: DataDir;
  private readonly tables: Tables;
  private readonly say: (line: string) => void;
  private readonly onStatus: (status: ObsStatus) => void;
  /** Connect and answer deadlines, retry delays (OBS setup uses the deadlines too). */
  readonly timing: BridgeTiming;
  /** When OBS recorded (VOD chapters count from a recording's start). */
  readonly recordings: Recordings;

  constructor(
    data: DataDir,
    tables: Tables,
    say: (line: string) => void,
    onStatus: (status: ObsStatus) => void = () => {},
    overrides: Partial<ObsSettings> = {},
    timing: BridgeTiming = {},
  ) {
    this.timing = timing;
    this.file = data.at('obs.json');
    this.data = data;
    this.tables = tables;
    this.say = say;
    this.onStatus = onStatus;
    const stored = loadSettings(data, this.file, DiskObsSettingsSchema, DEFAULT_OBS_SETTINGS);
    this.settings = { ...stored, ...overrides };
    this.recordings = new Recordings(data);
  }

  /** A barrier: the table's queued updates reached the bridge and its switches were answered. */
  async settled(): Promise<void> {
    await Promise.resolve(); // the feed flushes in a microtask queued by the command
    await this.bridge?.settled();
  }

  status(): ObsStatus {
    return this.bridge?.status ?? OFF;
  }

  /** The settings as the API shows them: never the password. */
  publicSettings(): Omit<ObsSettings, 'password'> & { hasPassword: boolean; speakerScenes: SpeakerScenes } {
    const { password, ...rest } = this.settings;
    // settings saved before speaker scenes existed show them off, as they work
    return { ...rest, speakerScenes: rest.speakerScenes ?? SPEAKER_SCENES_OFF, hasPassword: !!password };
  }

  /** Validates, saves and applies new settings; else what was wrong (nothing changed). */
  async configure(patch: unknown): Promise<Check> {
    const saved = saveSettings(this.data, this.file, ObsSettingsSchema, this.settings, patch);
    if (!saved.ok) return saved.error;
    const moved = saved.settings.table !== this.settings.table;
    this.settings = saved.settings;
    if (moved) this.onAirChanged(saved.settings.table);
    await this.stopBridge();
    this.start();
    return null;
  }

  async close(): Promise<void> {
    await this.stopBridge();
  }

  /** Connects to OBS if enabled (after the hub listens, so status pushes find the clients). */
  start(): void {
    if (!this.settings.enabled) return this.onStatus(OFF);
    const opened = this.tables.open(this.settings.table, false);
    if (!opened.ok) return void this.say(`OBS: cannot follow table ${this.settings.table}`);
    if (this.settings.password) this.redact(this.settings.password);
    const bridge = new ObsBridge({
      ...this.timing,
      url: this.settings.url,
      ...(this.settings.password ? { password: this.settings.password } : {}),
      scenes: this.settings.scenes,
      speakers: this.settings.speakerScenes,
      say: this.say,
      onStatus: this.onStatus,
      onRecording: (on, at) => {
        if (!this.recordings.note(on, at))
          this.say(`OBS: the recording's ${on ? 'start' : 'end'} was not saved`);
      },
    });
    this.bridge = bridge;
    // the spectator feed's states as its overlays are shown them (delayed with it)
    const followed = opened.table.follow('spectator', (_s, view) => bridge.follow(view));
    bridge.follow(followed.view);
    this.detach = followed.stop;
  }

  private async stopBridge(): Promise<void> {
    this.detach?.();
    this.detach = null;
    const b = this.bridge;
    this.bridge = null;
    await b?.stop();
  }
}
