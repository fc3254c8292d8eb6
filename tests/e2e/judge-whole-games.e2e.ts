import { expect, test } from '@playwright/test';
import { answered, openJudge, peekRoles, playToEnd, protocol, SHOTS, TABLET, wifi } from './judge-helpers.ts';

/**
 * Issue 35, done when: a whole MafClub and a whole club game played on the tablet alone, by
 * touch at 1280x800, with the link dropped silently (nothing gets through, the socket stays open)
 * and cut mid-vote, then restored: the link's state is shown within 5 s, and every tap lands once,
 * in order (the hub's log has each key once, every vote in the order tapped, all from the judge).
 */
test.use(TABLET);

/**
 * The club game at 12 seats deals every club role (doctor, lover, maniac, psychopath: club-mafia.ts's
 * deck) and each acts: the reds vote out the mafia, the maniac and the psychopath (who takes a black
 * along), the doctor heals and the lover visits each night, the mafia shoots a red (a shorter game).
 */
const GAMES = [
  { name: 'MafClub', ruleset: 'mafclub-2023', seats: null, out: [/Mafia|Don/], shoots: false, acts: [] },
  {
    name: 'club',
    ruleset: 'club-mafia',
    seats: 12,
    // in this order: the psychopath's revenge on day 1 or so, the maniac last (he acts every night)
    out: [/Psychopath/, /Mafia|Don/, /Maniac/],
    shoots: true,
    acts: ['night/heal', 'night/visit', 'night/maniacShot', 'revenge'],
  },
] as const;
for (const { name, ruleset, seats, out, shoots, acts } of GAMES) {
  test(`a whole ${name} game on the tablet alone; the link dropped silently, then cut, mid-vote: every tap once, in order`, async ({
    page,
    context,
  }) => {
    test.setTimeout(600_000);
    const table = `e2e-judge-whole-${ruleset}`;
    const w = await wifi(context, { browserOffline: false });
    const link = page.getByTestId('judge-connection');
    await openJudge(page, table);
    await page.getByTestId('new-ruleset').selectOption(ruleset);
    if (seats) await page.getByTestId('new-seats').selectOption(String(seats));
    await page.getByTestId('new-game').tap();
    await answered(page);
    await page.getByTestId('step-deal').tap();
    await answered(page);
    const roles = await peekRoles(page);
    expect(roles).toHaveLength(seats ?? 10);
    const black = out.flatMap((re) => roles.flatMap((r, i) => (re.test(r) ? [i + 1] : [])));
    const red = roles.flatMap((_r, i) => (black.includes(i + 1) ? [] : [i + 1]));
    expect(black.length).toBeGreaterThan(0);
    await page.getByTestId('step-start').tap();
    await answered(page);

    const shown: number[] = [];
    const votes = await playToEnd(
      page,
      black,
      async (k, tap) => {
        if (k === 0) {
          // dropped silently: the count is tapped into a link that says nothing
          w.silence();
          await tap();
          const at = Date.now();
          await expect(link).toHaveAttribute('data-status', /offline|connecting/, { timeout: 5000 });
          shown.push(Date.now() - at);
          await page.screenshot({ path: `${SHOTS}/tablet-${ruleset}-silent.png` });
          await w.back();
        } else if (k === 1) {
          // cut: the count is tapped offline, the screen runs ahead, then the Wi-Fi is back
          await w.cut();
          await expect(link).toHaveAttribute('data-status', /offline|connecting/, { timeout: 5000 });
          await tap();
          await expect(page.getByTestId('judge-ahead')).toBeVisible();
          await w.back();
        } else return tap();
        await expect(link).toHaveAttribute('data-status', 'live', { timeout: 15_000 });
      },
      shoots ? red : [],
    );
    await expect(page.getByTestId('winner')).toBeVisible();
    expect(votes.length).toBeGreaterThanOrEqual(2);
    expect(shown[0]).toBeLessThan(5000);

    const lines = (await protocol(table)).log;
    expect(new Set(lines.map((l) => l.by))).toEqual(new Set(['judge']));
    const keys = lines.map((l) => l.k);
    expect(new Set(keys).size).toBe(keys.length);
    const counted = lines
      .filter((l) => ['vote/record', 'vote/late', 'eliminateAll/record'].includes(l.command.type))
      .map((l) => l.command.count);
    expect(counted).toEqual(votes.map((v) => v.count));
    const types = new Set(lines.map((l) => l.command.type));
    for (const act of acts) expect(types, act).toContain(act);
    expect((await protocol(table)).winner).toBe('red');
  });
}
