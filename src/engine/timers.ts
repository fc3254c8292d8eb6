/** Timers in state, on the server's clock: clients count down from remainingMs and runningSince. */
import type { GameCommand, Check } from '../protocol/index.ts';
import { emit, startTimer, type Draft } from './draft.ts';
import { fault } from './problems.ts';
import type { Timer, TimerKind } from './types.ts';

type TimerCommand = Extract<GameCommand, { type: `timer/${string}` }>;

/** The timer a stage runs when the operator starts one by hand. */
function stageTimer(d: Draft): { kind: TimerKind; durationMs: number } {
  const t = d.rules.timings;
  switch (d.state.stage) {
    case 'speech':
      return { kind: 'speech', durationMs: t.speechMs };
    case 'tieSpeech':
      return { kind: 'tieSpeech', durationMs: t.tieSpeechMs };
    case 'discussion':
      return { kind: 'discussion', durationMs: t.discussionMs };
    case 'lastWord':
      return { kind: 'lastWord', durationMs: d.state.lastWords.durationMs || t.lastWordMs };
    case 'arrangement':
      return { kind: 'arrangement', durationMs: t.arrangementMs };
    case 'donLook':
      return { kind: 'donLook', durationMs: t.donLookMs };
    case 'sheriffLook':
      return { kind: 'sheriffLook', durationMs: t.sheriffLookMs };
    case 'donCheck':
      return { kind: 'donCheck', durationMs: t.donCheckMs };
    case 'sheriffCheck':
      return { kind: 'sheriffCheck', durationMs: t.sheriffCheckMs };
    case 'shot':
    case 'clubNight':
      return { kind: 'night', durationMs: t.nightActionMs };
    default:
      return { kind: 'custom', durationMs: t.speechMs };
  }
}

const noTimer = () => fault('timer/none');

export function timerCommand(d: Draft, c: TimerCommand): Check {
  const timer = d.state.timer;
  const set = (t: Timer): Check => {
    emit(d, { type: 'timerSet', timer: t });
    return null;
  };
  switch (c.type) {
    case 'timer/start': {
      const base = timer ?? { ...stageTimer(d), seat: d.state.speaker };
      startTimer(d, base.kind, base.seat, c.durationMs ?? base.durationMs);
      return null;
    }
    case 'timer/pause':
      if (!timer) return noTimer();
      if (timer.runningSince === null) return fault('timer/not-running');
      return set({
        ...timer,
        remainingMs: timer.remainingMs - (d.at - timer.runningSince),
        runningSince: null,
      });
    case 'timer/resume':
      if (!timer) return noTimer();
      if (timer.runningSince !== null) return fault('timer/running');
      return set({ ...timer, runningSince: d.at });
    case 'timer/reset':
      if (!timer) return noTimer();
      return set({ ...timer, remainingMs: timer.durationMs, runningSince: null });
    case 'timer/add':
      if (!timer) return noTimer();
      return set({ ...timer, remainingMs: timer.remainingMs + c.ms });
  }
}
