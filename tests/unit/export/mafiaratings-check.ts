/**
 * The checks mafiaratings runs on a game before it stores it (`Game::check()` in its
 * include/game.php: check_game_result, check_deaths, check_nominations, check_shooting,
 * check_voting, check_warnings, check_tech_fouls), ported to TypeScript from reading that code.
 * Where the site fixes data it finds wrong (check(true)), this port reports the issue instead: an
 * export must have none. Our own code, for our tests; the names follow the site's functions.
 */
import type { Gametime, MrGame, MrPlayer } from '../../../src/export/mafiaratings.ts';

const ORDER = [
  'start', 'arrangement', 'relaxed sitting', 'night start', 'shooting', 'don', 'sheriff', 'night end',
  'day start', 'night kill speaking', 'speaking', 'voting start', 'voting', 'voting kill all',
  'day kill speaking',
]; // prettier-ignore
const timeInt = (t: string) => (ORDER.includes(t) ? ORDER.indexOf(t) : 15); // gametime_to_int: 'end' is 15
const DEATH_TYPES = ['day', 'night', 'warnings', 'techFouls', 'kickOut', 'teamKickOut', 'giveUp'];

export interface Gt extends Partial<Gametime> {
  votingRound?: number;
  nominee?: number;
}

/** The site's gametime helpers (include/game.php), shared by the check and points ports. */
export function gametimeTools(g: MrGame) {
  const P = g.players;
  const player = (num: number): MrPlayer => P[num - 1]!;
  const lastRound = () =>
    Math.max(0, ...P.flatMap((p) => [p.nominating?.length ?? 0, p.voting?.length ?? 0, p.shooting?.length ?? 0, p.don ?? 0, p.sheriff ?? 0])); // prettier-ignore

  /** get_player_death_time */
  function deathTime(num: number, includingSpeech = false): Gt | null {
    const p = player(num);
    if (!p.death) return { time: 'end', round: lastRound() };
    if (p.death.time) return { ...p.death.time };
    if (p.death.type === 'night')
      return { round: p.death.round, time: includingSpeech ? 'night kill speaking' : 'shooting' };
    if (p.death.type === 'day') {
      if (includingSpeech) return { round: p.death.round, time: 'day kill speaking', speaker: num };
      let votingRound = 0;
      for (const q of P) {
        const v = q.voting?.[p.death.round];
        if (Array.isArray(v)) {
          votingRound = v.length - 1;
          break;
        }
      }
      return votingRound === 0
        ? { round: p.death.round, time: 'voting', votingRound: 0, nominee: num }
        : { round: p.death.round, time: 'voting kill all', votingRound };
    }
    if (p.death.type === 'warnings') return p.warnings?.[3] ? { ...p.warnings[3] } : null;
    if (p.death.type === 'techFouls') return p.techFouls?.[1] ? { ...p.techFouls[1] } : null;
    return null;
  }

  /** _next_speaker: the next seat alive when the round's day starts. */
  function nextSpeaker(index: number, round: number): number {
    const dayStart = { round, time: 'night kill speaking' };
    for (let i = (index + 1) % 10, n = 0; n < 10; i = (i + 1) % 10, n++)
      if (compare(deathTime(i + 1), dayStart) > 0) return i;
    return -1;
  }
  function prevSpeaker(index: number, round: number): number {
    const dayStart = { round, time: 'night kill speaking' };
    for (let i = (index + 9) % 10, n = 0; n < 10; i = (i + 9) % 10, n++)
      if (compare(deathTime(i + 1), dayStart) > 0) return i;
    return -1;
  }
  /** who_speaks_first: rules digit 0 is the rotation (0: after the previous opener; 1: after the previous closer). */
  function whoSpeaksFirst(round: number): number {
    if (round === 0) return nextSpeaker(9, 0) + 1;
    let prev = whoSpeaksFirst(round - 1) - 1;
    if (g.rules[0] === '1') prev = nextSpeaker(prevSpeaker(prev, round - 1), round);
    return nextSpeaker(prev, round) + 1;
  }
  function nominatedEarlier(round: number, a: number, b: number): number {
    if (a === b) return 0;
    const first = whoSpeaksFirst(round);
    for (let i = first, n = 0; n < 10; i = (i % 10) + 1, n++) {
      const nom = player(i).nominating?.[round];
      if (nom === a) return -1;
      if (nom === b) return 1;
    }
    return 0;
  }
  /** compare_gametimes (without the `order` tie-break, which our records do not use). */
  function compare(a: Gt | null, b: Gt | null): number {
    if (!a || !b) return a ? 1 : b ? -1 : 0; // a missing time is "unknown": treated as after
    const r1 = a.round ?? 0;
    const r2 = b.round ?? 0;
    if (r1 !== r2) return r1 - r2;
    const t1 = a.time ?? 'start';
    const t2 = b.time ?? 'start';
    if (t1 !== t2) return timeInt(t1) - timeInt(t2);
    if (t1 === 'speaking') {
      const f = whoSpeaksFirst(r1);
      const s = (x: number) => (x < f ? 10 + x : x);
      return s(a.speaker!) - s(b.speaker!);
    }
    if (t1 === 'voting') {
      if ((a.votingRound ?? 0) !== (b.votingRound ?? 0)) return (a.votingRound ?? 0) - (b.votingRound ?? 0);
      if (a.nominee !== undefined)
        return b.nominee !== undefined ? nominatedEarlier(r1, a.nominee, b.nominee) : 1;
      return b.nominee !== undefined ? -1 : 0;
    }
    if (t1 === 'day kill speaking') return nominatedEarlier(r1, a.speaker!, b.speaker!);
    return 0;
  }
  return { deathTime, whoSpeaksFirst, compare };
}

export function mafiaratingsIssues(g: MrGame): string[] {
  const issues: string[] = [];
  const flags = new Set(g.features.split(''));
  const P = g.players;
  const player = (num: number): MrPlayer => P[num - 1]!;
  if (P.length !== 10) return ['Field players must be an array of size 10 in the game.'];

  const { deathTime, whoSpeaksFirst, compare } = gametimeTools(g);
  /** check_gametime */
  function gametimeIssue(gt: Gt): string | null {
    if (typeof gt.round !== 'number' || gt.round < 0) return 'round must be set';
    if (!gt.time || (!ORDER.includes(gt.time) && gt.time !== 'end')) return `incorrect time ${gt.time}`;
    if (
      (gt.time === 'speaking' || gt.time === 'day kill speaking') &&
      !(gt.speaker! >= 1 && gt.speaker! <= 10)
    )
      return 'speaker must be set';
    if ((gt.time === 'voting' || gt.time === 'voting kill all') && gt.votingRound === undefined)
      return 'votingRound must be set';
    return null;
  }

  /** get_nominees: round's nominees in speech order (voting round 0). */
  const nominees = (round: number) => {
    const out: number[] = [];
    const first = whoSpeaksFirst(round) - 1;
    for (let i = first, n = 0; n < 10; i = (i + 1) % 10, n++) {
      const nom = P[i]!.nominating?.[round];
      if (nom !== null && nom !== undefined) out.push(nom);
    }
    return out;
  };
  const rounds = Math.max(0, ...P.map((p) => Math.max(p.nominating?.length ?? 0, p.voting?.length ?? 0)));
  /** init_votings: the winners of each round's last voting round, and whether they left. */
  const votings = Array.from({ length: rounds }, (_, round) => {
    const last = new Map<number, number>(); // nominee -> votes in the last voting round
    let depth = 0;
    for (const p of P) {
      const v = p.voting?.[round];
      if (v === null || v === undefined) continue;
      const list = (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number');
      if (list.length > depth) {
        depth = list.length;
        last.clear();
      }
      if (list.length === depth) last.set(list.at(-1)!, (last.get(list.at(-1)!) ?? 0) + 1);
    }
    const max = Math.max(0, ...last.values());
    const winners = [...last].filter(([, c]) => c === max && max > 0).map(([n]) => n);
    const w = winners[0];
    const killed = w !== undefined && player(w).death?.round === round && player(w).death?.type === 'day';
    return { winners, killed };
  });
  /** is_voting_canceled, for removals (warnings, tech fouls, kick-outs) near the round. */
  function votingCanceled(round: number): boolean {
    for (let i = 1; i <= 10; i++) {
      const d = player(i).death;
      if (!d || d.type === 'day' || d.type === 'night') continue;
      const r = d.round;
      if (r === round) return true; // a removal on the day of the vote: no vote (MafClub 4.12, FIIM 7.1)
      if (r === round - 1 && deathTime(i) && timeInt(deathTime(i)!.time!) > timeInt('voting')) return true;
    }
    return false;
  }

  // check_game_result
  const roles = P.map((p) => p.role ?? 'civ');
  const count = (r: string) => roles.filter((x) => x === r).length;
  if (count('civ') !== 6 || count('sheriff') !== 1 || count('maf') !== 2 || count('don') !== 1)
    issues.push('The game must have 6 civilians, 1 sheriff, 2 mafs and 1 don.');
  P.forEach((p, i) => {
    const n = i + 1;
    if (p.role && !['civ', 'sheriff', 'maf', 'don'].includes(p.role))
      issues.push(`Player ${n} has invalid role.`);
    if (p.death) {
      const after = p.death.round + 1;
      if ((p.nominating?.length ?? 0) > after)
        issues.push(`Player ${n} is nominating someone after he/she is dead.`);
      if ((p.voting?.length ?? 0) > after)
        issues.push(`Player ${n} is voting for someone after he/she is dead.`);
      if ((p.shooting?.length ?? 0) > after)
        issues.push(`Player ${n} is shooting someone after he/she is dead.`);
    }
    if (p.legacy) {
      if (!p.death) issues.push(`Player ${n} has to be dead to leave a legacy.`);
      else if (p.death.type !== 'night')
        issues.push(`Player ${n} was not killed in night. he/she can not leave legacy.`);
      else if (p.death.round > 1)
        issues.push(`Player ${n} was killed in round ${p.death.round} he/she can not leave legacy.`);
    }
    if (p.shooting && (p.role === 'civ' || p.role === 'sheriff'))
      issues.push(`Player ${n} can not shoot because he/she is red.`);
  });

  // check_deaths
  if (flags.has('d'))
    P.forEach((p, i) => {
      const n = i + 1;
      const d = p.death;
      if (!d) return;
      if (!DEATH_TYPES.includes(d.type)) issues.push(`Player ${n} has invalid death type "${d.type}".`);
      if (flags.has('u') && !(d.round >= 0)) issues.push(`Death round is not set for player ${n}.`);
      if (['giveUp', 'kickOut', 'teamKickOut'].includes(d.type)) {
        if (d.time) {
          const issue = gametimeIssue(d.time);
          if (issue) issues.push(`Player ${n} death time is incorect: ${issue}`);
        } else if (flags.has('c')) issues.push(`Death time is not set for player ${n}.`);
      }
      if (d.type === 'night') {
        if (d.round === 0) issues.push(`Player ${n} was shot in night 0. This is not possible.`);
        else if (flags.has('h'))
          P.forEach((q, j) => {
            if (q.role !== 'don' && q.role !== 'maf') return;
            if (compare({ time: 'shooting', round: d.round }, deathTime(j + 1)) >= 0) return;
            if (q.shooting?.[d.round - 1] !== n)
              issues.push(`Wrong shooting to player ${n} in round ${d.round} for player ${j + 1}.`);
          });
      }
      if (d.type === 'day' && flags.has('v') && d.round < votings.length) {
        const v = votings[d.round]!;
        if (!v.killed || !v.winners.includes(n))
          issues.push(`Player ${n} is specified as voted out in round ${d.round}. But according to the voting info, another player (or no one) was voted out.`); // prettier-ignore
      }
    });

  // check_nominations
  if (flags.has('n'))
    P.forEach((p, i) => {
      const n = i + 1;
      const death = deathTime(n, true);
      (p.nominating ?? []).forEach((nom, round) => {
        if (nom === null) return;
        const speech = { round, time: 'speaking', speaker: n };
        if (compare(death, speech) < 0)
          issues.push(`Player ${n} was dead when they nominated player ${nom} in round ${round}.`);
        if (compare(deathTime(nom), speech) < 0)
          issues.push(`Player ${n} nominated dead player ${nom} in round ${round}.`);
      });
    });

  // check_shooting
  if (flags.has('h'))
    P.forEach((p, i) => {
      if (!p.shooting) return;
      if (p.role !== 'maf' && p.role !== 'don')
        issues.push(`Player ${i + 1} is not mafia but they were shooting.`);
      const round = p.shooting.length - 1; // as check_shooting counts it
      if (compare(deathTime(i + 1), { time: 'shooting', round }) < 0)
        issues.push(`Player ${i + 1} was dead when they shot in round ${round}.`);
    });

  // check_voting
  if (flags.has('v')) {
    P.forEach((p, i) => {
      const n = i + 1;
      const death = deathTime(n, true);
      for (
        let round = 0;
        compare(death, { round, time: 'voting', votingRound: 0 }) >= 0 && round < 100;
        round++
      ) {
        const v = p.voting?.[round];
        if (v !== null && v !== undefined) {
          if (votingCanceled(round)) continue;
          for (const [k, vote] of (Array.isArray(v) ? v : [v]).entries()) {
            if (typeof vote !== 'number') continue;
            const at = { round, time: 'voting', votingRound: k, nominee: vote };
            if (compare(death, at) < 0) issues.push(`Player ${n} was dead when they were voting for ${vote} in round ${round}.`); // prettier-ignore
            if (compare(deathTime(vote), at) < 0)
              issues.push(`Player ${n} voted for dead player ${vote} in round ${round}.`);
            if (flags.has('n') && !P.some((q) => q.nominating?.[round] === vote))
              issues.push(`Player ${n} voted for player ${vote}, who is not nominated in round ${round}.`);
          }
        } else if (round < votings.length && !votingCanceled(round)) {
          const noms = nominees(round).length;
          if (noms > 0 && (round > 0 || noms > 1))
            issues.push(`Player ${n} did not vote in round ${round}. Although they were alive and voting was not canceled.`); // prettier-ignore
        }
      }
    });
    votings.forEach((v, round) => {
      if (votingCanceled(round) || v.winners.length !== 1) return;
      const w = v.winners[0]!;
      const d = player(w).death;
      // check_voted_out when the winner left by the vote, else the "voted out but did not die" check
      if (v.killed) return;
      if (!d || d.round !== round || d.type === 'day' || d.type === 'night')
        issues.push(`Player ${w} was voted out in round ${round} but did not die.`);
    });
  }

  // check_warnings, check_tech_fouls
  if (flags.has('w'))
    P.forEach((p, i) => {
      const n = i + 1;
      for (const [list, max, type] of [
        [p.warnings, 4, 'warnings'],
        [p.techFouls, 2, 'techFouls'],
      ] as const) {
        if (!list) continue;
        if (flags.has('r')) {
          if (!Array.isArray(list)) issues.push(`Player ${n} ${type} is not an array.`);
          else {
            if (list.length > max) issues.push(`Player ${n} has ${list.length} ${type}.`);
            list.forEach((w, k) => {
              const issue = gametimeIssue(w);
              if (issue) issues.push(`Player ${n} ${type} ${k + 1} is incorect: ${issue}`);
            });
            if (list.length === max) {
              if (!p.death) issues.push(`Player ${n} has ${max} ${type} but they are not dead.`);
              else if (p.death.type !== type) issues.push(`Player ${n} has ${max} ${type} but their death type is ${p.death.type}.`); // prettier-ignore
              else if (p.death.round !== list[max - 1]!.round) issues.push(`Player ${n} has ${max} ${type} in another round than their death.`); // prettier-ignore
            }
          }
        }
      }
    });
  return issues;
}
