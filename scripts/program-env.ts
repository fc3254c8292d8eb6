/** Where the packaged program keeps its data and how it opens the browser, per system (pure, tested). */
import { accessSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The data folder: `data` beside the program when writable, else the user's profile. */
export function chooseDataDir(
  programDir: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  writable: (dir: string) => boolean,
): string {
  const beside = join(programDir, 'data');
  if (writable(programDir) || writable(beside)) return beside;
  if (platform === 'win32')
    return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'mafia-broadcast');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'mafia-broadcast');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'mafia-broadcast');
}

export function isWritable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The command that opens a URL in the default browser on this system. */
export function openCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]];
  if (platform === 'darwin') return ['open', [url]];
  return ['xdg-open', [url]];
}
