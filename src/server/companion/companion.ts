import type { GameCommand } from '../../protocol/commands.ts';
import type { DisplaySwitch } from '../../protocol/display.ts';
import { COMPANION_VARIABLES, companionVariable } from '../../protocol/companion.ts';

/**
 * A Bitfocus Companion page export (`type: 'page'`) with the buttons of docs/companion.md (pages
 * 1 and 2 side by side on a 5×6 grid), each one POST of the Generic HTTP module (`generic-http`,
 * action `post`) to this hub with the token header and the table filled in. The format follows
 * bitfocus/companion shared-lib/lib/Model/ExportModel.ts @ 0887ab781a59b10ae58f99bc3a80ae22c15570ff
 * (ExportPageModelv6), ButtonModel.ts @ 28e7f75f and EntityModel.ts @ 2c98e057.
 */
export const COMPANION_EXPORT_VERSION = 9;
const CONNECTION = 'mafia';

/** [row, column, text, command]: docs/companion.md sections 3 (rows 0-2) and 4 (rows 3-4). */
export const BUTTONS: [number, number, string, GameCommand][] = [
  [0, 0, 'NEXT', { type: 'step/next' }],
  [0, 1, 'UNDO', { type: 'undo' }],
  [0, 2, 'REDO', { type: 'redo' }],
  [0, 3, 'PAUSE', { type: 'timer/pause' }],
  [0, 4, 'GO', { type: 'timer/resume' }],
  ...Array.from({ length: 10 }, (_, i): [number, number, string, GameCommand] => [
    1 + Math.floor(i / 5),
    i % 5,
    `FOUL ${i + 1}`,
    { type: 'foul/add', seat: i + 1 },
  ]),
  [3, 0, 'END SPEECH', { type: 'speech/end' }],
  [3, 1, 'NEXT SPEAKER', { type: 'speech/start' }],
  [3, 2, '+10 s', { type: 'timer/add', ms: 10000 }],
  [3, 3, '-10 s', { type: 'timer/add', ms: -10000 }],
  [3, 4, 'RESET TIMER', { type: 'timer/reset' }],
  [4, 0, 'VOTE', { type: 'vote/start' }],
  [4, 1, 'END STAGE', { type: 'stage/end' }],
  [4, 2, 'MISS', { type: 'night/shot', seat: null }],
  [4, 3, 'PASS', { type: 'night/pass' }],
  [4, 4, '30 s', { type: 'timer/start', durationMs: 30000 }],
];

/** [row, column, text, switch]: docs/companion.md section 4a, the director's switches (a flip each). */
export const DISPLAY_BUTTONS: [number, number, string, DisplaySwitch][] = [
  [5, 0, 'ROLES', 'roles'],
  [5, 1, 'SCORES', 'scores'],
  [5, 2, 'OVERLAY', 'overlay'],
  [5, 3, 'NIGHTS', 'nights'],
  [5, 4, 'VOTES', 'votes'],
];

export interface PageInput {
  hubUrl: string;
  table: string;
  operatorToken: string;
}

/**
 * What the buttons with feedback show under their name (the hub sets these custom variables,
 * src/server/companion/companion-push.ts), and NEXT's precondition: the step the crew saw when pressing.
 */
const FEEDBACK: Partial<Record<string, 'next' | 'timer' | 'stage'>> = {
  NEXT: 'next',
  PAUSE: 'timer',
  GO: 'timer',
  'END STAGE': 'stage',
};

function controlsOf(input: PageInput, feedback: boolean) {
  const url = new URL(`/api/v1/tables/${input.table}/commands`, input.hubUrl).toString();
  const header = JSON.stringify({ 'X-Operator-Token': input.operatorToken });
  const variable = (what: 'next' | 'timer' | 'stage' | 'seq') =>
    `$(custom:${companionVariable(input.table, what)})`;
  const controls: Record<number, Record<number, object>> = {};
  for (const [row, column, text, command] of BUTTONS) {
    const shows = feedback ? FEEDBACK[text] : undefined;
    // NEXT refuses (command/stale) if the table moved on since Companion last heard of it
    const body =
      feedback && command.type === 'step/next'
        ? `{"command":${JSON.stringify(command)},"s":${variable('seq')}}`
        : JSON.stringify(command);
    (controls[row] ??= {})[column] = button(
      `${row}-${column}`,
      shows ? `${text}\n${variable(shows)}` : text,
      {
        url,
        body,
        header,
        contenttype: 'application/json',
        result_stringify: true,
        jsonResultDataVariable: '',
      },
    );
  }
  const display = new URL(`/api/v1/tables/${input.table}/display`, input.hubUrl).toString();
  for (const [row, column, text, what] of DISPLAY_BUTTONS)
    (controls[row] ??= {})[column] = button(`${row}-${column}`, text, {
      url: display,
      body: JSON.stringify({ flip: what }),
      header,
      contenttype: 'application/json',
      result_stringify: true,
      jsonResultDataVariable: '',
    });
  return controls;
}

const pageOf = (input: PageInput, feedback: boolean) => ({
  name: `Mafia ${input.table}`,
  controls: controlsOf(input, feedback),
  gridSize: { minColumn: 0, maxColumn: 4, minRow: 0, maxRow: 5 },
});

/**
 * The same buttons as a full Companion configuration (`type: 'full'`, ExportFullv6) with the
 * custom variables the hub keeps up to date: NEXT shows the next step, PAUSE/GO the timer, END
 * STAGE the stage; NEXT carries the precondition `s`. Import it choosing buttons and custom variables.
 */
export function companionConfig(input: PageInput) {
  const custom_variables = Object.fromEntries(
    COMPANION_VARIABLES.map((what, i) => [
      companionVariable(input.table, what),
      {
        description: `Mafia ${input.table}: ${what} (set by the hub)`,
        defaultValue: what === 'seq' ? '0' : '',
        persistCurrentValue: false,
        sortOrder: i,
      },
    ]),
  );
  return {
    version: COMPANION_EXPORT_VERSION,
    type: 'full' as const,
    companionBuild: undefined,
    pages: { 1: pageOf(input, true) },
    custom_variables,
    instances: instancesOf(),
  };
}

export function companionPage(input: PageInput) {
  return {
    version: COMPANION_EXPORT_VERSION,
    type: 'page' as const,
    companionBuild: undefined,
    oldPageNumber: 1,
    page: pageOf(input, false),
    instances: instancesOf(),
    connectionCollections: undefined,
  };
}

function instancesOf() {
  return {
    [CONNECTION]: {
      label: CONNECTION,
      moduleId: 'generic-http',
      lastUpgradeIndex: -1,
      config: { prefix: '' },
      isFirstInit: false,
      enabled: true,
    },
  };
}

function button(id: string, text: string, options: Record<string, unknown>) {
  return {
    type: 'button',
    options: { stepProgression: 'auto', rotaryActions: false },
    style: {
      text,
      size: 'auto',
      alignment: 'center:center',
      pngalignment: 'center:center',
      png64: null,
      color: 0xffffff,
      bgcolor: 0x000000,
      show_topbar: 'default',
    },
    feedbacks: [],
    steps: {
      '0': {
        action_sets: {
          down: [
            {
              type: 'action',
              id: `mafia-${id}`,
              definitionId: 'post',
              connectionId: CONNECTION,
              options,
              upgradeIndex: undefined,
            },
          ],
          up: [],
        },
        options: { runWhileHeld: [] },
      },
    },
  };
}
