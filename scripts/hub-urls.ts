/** What a started hub tells the operator: the panel link and every overlay's (npm start and the packaged program). */
import { networkInterfaces } from 'node:os';

export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

export interface UrlInfo {
  host: string;
  port: number;
  operatorToken: string;
  spectatorKey: string;
  /** Overlay page names (`seats`, `nameplates`, …), from the build. */
  overlays: string[];
  spectatorDelay: number;
  dataDir: string;
  /** `https` when the hub serves TLS (--tls-cert). */
  scheme?: 'http' | 'https';
  /** Where the log goes, when it goes to a file. */
  logFile?: string;
}

/** The addresses to print: loopback, plus the LAN ones when listening on all interfaces. */
export function hostsFor(host: string): string[] {
  return host === '0.0.0.0' ? ['127.0.0.1', ...lanAddresses()] : [host];
}

export function panelUrl(info: Pick<UrlInfo, 'port' | 'operatorToken'>, host = '127.0.0.1'): string {
  return `http://${host}:${info.port}/panel/?token=${info.operatorToken}`;
}

export function printUrls(info: UrlInfo, say: (line: string) => void = console.log): void {
  const log = info.logFile ? `, log in ${info.logFile}` : '';
  say(`\nMafia broadcast hub is running (data in ${info.dataDir}${log}).\n`);
  for (const h of hostsFor(info.host)) {
    const base = `${info.scheme ?? 'http'}://${h}:${info.port}`;
    say(`Control panel (keep this link private, it carries the operator token):`);
    say(`  ${base}/panel/?token=${info.operatorToken}\n`);
    say(
      `Judge's tablet at the table (the same token: for the judge's device only; another table: table=<id>):`,
    );
    say(`  ${base}/judge/?table=main&token=${info.operatorToken}\n`);
    say(`Commentator's screen (roles, the vote grid, the moments to come; to read: the spectator key;`);
    say(`the director's hold, skip and replay keys need the panel's token instead):`);
    say(`  ${base}/commentator/?table=main&key=${info.spectatorKey}\n`);
    say(`Overlays for OBS browser sources, 1920x1080 (table feed: safe in the venue, no roles):`);
    for (const o of info.overlays) say(`  ${base}/overlay/${o}/?table=main`);
    say(`\nSpectator feed (the stream, with roles and night actions): add to an overlay URL`);
    say(`  &feed=spectator&key=${info.spectatorKey}`);
    if (info.spectatorDelay) say(`  (it lags ${info.spectatorDelay} s behind, to match the stream delay)`);
    say(`One set of sources for every table: ?table=on-air shows the table on air (V in its panel)`);
    say('');
  }
}
