import type { GameCommand } from '../protocol/commands.ts';

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

export interface PageInput {
  hubUrl: string;
  table: string;
  operatorToken: string;
}

export function companionPage(input: PageInput) {
  const url = new URL(`/api/v1/tables/${input.table}/commands`, input.hubUrl).toString();
  const header = JSON.stringify({ 'X-Operator-Token': input.operatorToken });
  const controls: Record<number, Record<number, object>> = {};
  for (const [row, column, text, command] of BUTTONS) {
    (controls[row] ??= {})[column] = button(`${row}-${column}`, text, {
      url,
      body: JSON.stringify(command),
      header,
      contenttype: 'application/json',
      result_stringify: true,
      jsonResultDataVariable: '',
    });
  }
  return {
    version: COMPANION_EXPORT_VERSION,
    type: 'page' as const,
    companionBuild: undefined,
    oldPageNumber: 1,
    page: {
      name: `Mafia ${input.table}`,
      controls,
      gridSize: { minColumn: 0, maxColumn: 4, minRow: 0, maxRow: 4 },
    },
    instances: {
      [CONNECTION]: {
        label: CONNECTION,
        moduleId: 'generic-http',
        lastUpgradeIndex: -1,
        config: { prefix: '' },
        isFirstInit: false,
        enabled: true,
      },
    },
    connectionCollections: undefined,
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
