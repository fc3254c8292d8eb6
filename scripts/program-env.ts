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

/**
 * The command that opens a URL in the default browser on this system. On Windows cmd reads its
 * command line itself: Node's quoting would turn start's empty title "" into "\"\"", so the line goes
 * verbatim, with cmd's & escaped.
 */
export function openCommand(
  platform: NodeJS.Platform,
  url: string,
): { command: string; args: string[]; verbatim: boolean } {
  if (platform === 'win32')
    return { command: 'cmd', args: ['/d', '/c', 'start', '""', url.replace(/&/g, '^&')], verbatim: true };
  return { command: platform === 'darwin' ? 'open' : 'xdg-open', args: [url], verbatim: false };
}

/**
 * Windows ignores the files' 0600: the data folder (tokens, roles) is as private as the folder the
 * program sits in. Inside the user's profile only that account (and administrators) can read it;
 * anywhere else the other accounts of the laptop may. A warning, or null.
 */
export function privacyWarning(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): string | null {
  if (platform !== 'win32') return null;
  const profile = (env.USERPROFILE ?? '').replace(/[\\/]+$/, '').toLowerCase();
  const inside = profile !== '' && dataDir.toLowerCase().startsWith(`${profile}\\`);
  return inside
    ? null
    : `Note: the data folder ${dataDir} is outside your user folder${profile ? ` (${env.USERPROFILE})` : ''}; ` +
        'other accounts on this computer may read its tokens. Keep the program in your Desktop, Documents or Downloads.';
}
