import { expect, test } from '@playwright/test';
import { answered, openJudge, peekRoles, playToEnd, protocol, SHOTS, TABLET, wifi } from './judge-helpers.ts';

/**
 * Issue 35, done when: a whole MafClub game (a club game to come) played on the tablet alone, by
 * touch at 1280x800, with the link dropped silently (nothing gets through, the socket stays open)
 * and cut mid-vote, then restored: the link's state is shown within 5 s, and every tap lands once,
 * in order (the hub's log has each key once, every vote in the order tapped, all from the judge).
 */
test.use(TABLET);

// the club game (club-mafia) is still to come: its run on this driver did not reach the end in 5 min
for (const [name, ruleset] of [['MafClub', 'mafclub-2023']] as const) {
  test(`a whole ${name} game on the tablet alone; the link dropped silently, then cut, mid-vote: every tap once, in order`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const table = `e2e-judge-whole-${ruleset}`;
    const w = await wifi(context, { browserOffline: false });
    const link = page.getByTestId('judge-connection');
    await openJudge(page, table);
    await page.getByTestId('new-ruleset').selectOption(ruleset);
    await page.getByTestId('new-game').tap();
    await answered(page);
    await page.getByTestId('step-deal').tap();
    await answered(page);
    const black = (await peekRoles(page)).flatMap((r, i) => (/Mafia|Don/.test(r) ? [i + 1] : []));
    expect(black.length).toBeGreaterThan(0);
    await page.getByTestId('step-start').tap();
    await answered(page);

    const shown: number[] = [];
    const votes = await playToEnd(page, black, async (k, tap) => {
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
    });
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
  });
}
