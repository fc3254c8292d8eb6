import { describe, expect, it } from 'vitest';
import { aptMirror, wineRoot } from '../../package/wine.ts';

describe("the Windows program's Wine set-up", () => {
  it("takes debootstrap's mirror from this machine's apt sources, never the security archive", () => {
    const deb822 = 'Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm\n';
    const security = 'Types: deb\nURIs: http://mirror.example/debian-security\nSuites: bookworm-security\n';
    expect(aptMirror([security, deb822])).toBe('http://mirror.example/debian');
    expect(aptMirror(['# a comment\ndeb [arch=amd64] http://local/debian bookworm main\n'])).toBe(
      'http://local/debian',
    );
    expect(aptMirror(['', security])).toBeNull();
  });

  it('lives in the cache folder, or where MAFIA_WINE_ROOT says', () => {
    expect(wineRoot({ XDG_CACHE_HOME: '/c' })).toBe('/c/mafia-broadcast/wine-10-trixie');
    expect(wineRoot({ MAFIA_WINE_ROOT: '/w' })).toBe('/w');
  });
});
