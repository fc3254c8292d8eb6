/** Polemica's `PolemicaGame` model, the shapes our export writes (src/export/polemica.ts) and reads back (polemica-reading.ts). */
export interface PolemicaStage {
  type: string;
  day: number;
  player?: number;
  voting?: number;
}
export interface PolemicaFoul {
  time: string;
  stage: PolemicaStage;
}
export interface PolemicaPlayer {
  position: number;
  username: string;
  role: 0 | 1 | 2 | 3;
  techs: PolemicaFoul[];
  fouls: PolemicaFoul[];
  guess: { civs: number[] | null; mafs: number[] | null; vice: number | null } | null;
  player: { id: number; username: string } | null;
  disqual: PolemicaStage | null;
  award: number | null;
}
export interface PolemicaVote {
  day: number;
  num: number | null;
  voter: number;
  candidate: number | null;
}
export interface PolemicaGame {
  id: null;
  name: string | null;
  master: number;
  referee: { id: number; username: string } | null;
  scoringVersion: string | null;
  scoringType: number;
  version: number;
  zeroVoting: null;
  tags: string[];
  players: PolemicaPlayer[];
  checks: { night: number; role: 0 | 3; player: number }[];
  shots: { night: number; shooter: number; victim: number }[];
  stage: PolemicaStage | null;
  votes: PolemicaVote[];
  comKiller: null;
  bonuses: { position: number; text: string; scores: number; basic: boolean }[];
  started: string;
  stop: PolemicaStage | null;
  isLive: boolean;
  result: 0 | 1 | null;
  num: number | null;
  table: number | null;
  phase: null;
  factor: null;
}
