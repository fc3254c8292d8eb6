import { randomUUID } from 'node:crypto';
import type { SceneMap } from '../../protocol/obs.ts';
import { OVERLAY_PAGES, type OverlayName } from '../../facts/index.ts';
import type { Written } from '../../words/languages.ts';

/** The overlay pages (src/pages/overlay/*.astro) a scene may hold: src/facts/overlay-pages.ts. */
export type { OverlayName };

/**
 * What every scene shows: the show as designed (docs/broadcast-design.md), one page, `full` with the
 * corner bug: one timer, one headline, the moments in the centre, the panels making room for the
 * bug. One browser source shared by every scene and kept alive across cuts, so a moment's hold and
 * the queue go on through a cut (issue 38: the separate pages showed two timers, the speaker twice,
 * and none of the moments). The crew adds its cameras under it.
 */
const SHOW: OverlayName = 'full';
/** The pages an earlier hub put in its scenes, one source each (every page but the show): a run retires the ones it made. */
export const RETIRED: readonly OverlayName[] = (Object.keys(OVERLAY_PAGES) as OverlayName[]).filter(
  (p) => p !== SHOW,
);

export interface PlanSource {
  /** OBS source names are global: one browser source per overlay and table, shared by scenes. */
  name: string;
  overlay: OverlayName;
  url: string;
}
export interface Plan {
  scenes: { name: string; sources: string[] }[];
  sources: PlanSource[];
}

export interface PlanInput {
  /** The hub's address as OBS reaches it, e.g. http://127.0.0.1:4321 */
  hubUrl: string;
  table: string;
  lang: Written;
  spectatorKey: string;
  scenes: SceneMap;
  /** The speaking seats' scenes to make too (OBS follows the speaker), after the stages'. */
  speakerScenes?: string[];
}

/** The browser-source canvas: the overlays compose for 1920×1080 (operator-guide §3). */
export const CANVAS = { width: 1920, height: 1080 } as const;

/** Scenes (in the mapping's order, then the speakers'), each with the show's one browser source. */
export function planFor(input: PlanInput): Plan {
  const names = [...new Set([...Object.values(input.scenes), ...(input.speakerScenes ?? [])])];
  const show = sourceName(SHOW, input.table);
  return {
    scenes: names.map((name) => ({ name, sources: [show] })),
    sources: [{ name: show, overlay: SHOW, url: overlayUrl(input, SHOW) }],
  };
}

export const sourceName = (overlay: OverlayName, table: string) => `Mafia ${overlay} (${table})`;

function overlayUrl(input: PlanInput, overlay: OverlayName): string {
  const url = new URL(`/overlay/${overlay}/`, input.hubUrl);
  url.searchParams.set('table', input.table);
  url.searchParams.set('feed', 'spectator');
  url.searchParams.set('key', input.spectatorKey);
  url.searchParams.set('lang', input.lang);
  url.searchParams.set('bug', '1');
  return url.toString();
}

/** The browser source's settings: transparent page at canvas size, kept alive across scene cuts. */
export function browserSettings(url: string) {
  return {
    url,
    width: CANVAS.width,
    height: CANVAS.height,
    // an overlay keeps its connection and shows the current state at once when its scene returns
    shutdown: false,
    restart_when_active: false,
    reroute_audio: false,
  };
}

/**
 * An OBS scene collection as OBS 29/30 writes it in `basic/scenes/<name>.json` (libobs
 * obs_save_source / obs-scene.c scene_save: scenes are sources of id `scene` whose `settings.items`
 * reference other sources by name). Unset fields take OBS's defaults when it loads the file.
 */
export function sceneCollection(name: string, plan: Plan) {
  const uuid = new Map(plan.sources.map((s) => [s.name, randomUUID()]));
  const browser = plan.sources.map((s) => ({
    id: 'browser_source',
    versioned_id: 'browser_source',
    name: s.name,
    uuid: uuid.get(s.name),
    settings: browserSettings(s.url),
    enabled: true,
    mixers: 255,
    volume: 1,
    muted: false,
    flags: 0,
    filters: [],
    hotkeys: {},
    private_settings: {},
  }));
  const scenes = plan.scenes.map((scene) => ({
    id: 'scene',
    versioned_id: 'scene',
    name: scene.name,
    uuid: randomUUID(),
    settings: {
      custom_size: false,
      id_counter: scene.sources.length,
      items: scene.sources.map((source, i) => ({
        name: source,
        source_uuid: uuid.get(source),
        id: i + 1,
        visible: true,
        locked: false,
        pos: { x: 0, y: 0 },
        scale: { x: 1, y: 1 },
        rot: 0,
        align: 5,
        bounds_type: 0,
        bounds: { x: 0, y: 0 },
        crop_left: 0,
        crop_top: 0,
        crop_right: 0,
        crop_bottom: 0,
        private_settings: {},
      })),
    },
    enabled: true,
    mixers: 0,
    flags: 0,
    filters: [],
    hotkeys: {},
    private_settings: {},
  }));
  const first = plan.scenes[0]?.name ?? '';
  return {
    name,
    current_scene: first,
    current_program_scene: first,
    scene_order: plan.scenes.map((s) => ({ name: s.name })),
    sources: [...scenes, ...browser],
    groups: [],
    transitions: [],
    current_transition: 'Fade',
    transition_duration: 300,
    quick_transitions: [],
    modules: {},
  };
}
