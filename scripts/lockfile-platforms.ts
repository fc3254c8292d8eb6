/**
 * Adds lockfile entries for platform-specific optional packages that the npm registry reachable
 * here does not serve (Astro's compiler bindings for macOS, Windows, ARM…). `npm install` leaves
 * them out, and then `npm ci` refuses the lockfile as out of sync. Each entry carries os/cpu/libc,
 * so npm skips it on every other platform without fetching it. Run after `npm install` changes
 * the lockfile: `node scripts/lockfile-platforms.ts`. With `--check` (part of `npm run lint`) it only
 * says whether entries are missing, so the lockfile is fixed before CI's `npm ci` refuses it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = { version?: string; optionalDependencies?: Record<string, string>; [k: string]: unknown };
const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, Entry> };

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 's390x', 'ppc64', 'loong64'];

function platformOf(name: string): Record<string, string[]> | null {
  const parts = name.split('/').pop()!.split('-');
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const os = parts.find((p) => OS.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : null;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`left as is: ${dep} (no platform in its name)`);
      continue;
    }
    lock.packages[key] = { version, ...platform, optional: true };
    added++;
  }
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform entries, so \`npm ci\` will refuse it: run node scripts/lockfile-platforms.ts`,
    );
    process.exit(1);
  }
  process.exit(0);
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(path, JSON.stringify({ ...lock, packages: sorted }, null, 2) + '\n');
console.log(`added ${added} platform entries`);
