/**
 * OBS's browser source is Chromium 103. Checks that every built script (dist/**.js and the
 * inline module scripts of dist/**.html) parses as ES2022 and calls no API that 103 lacks.
 * Run by `npm run lint`; builds dist/ first when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'acorn';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** APIs newer than Chromium 103 (version that added them). `.at(` (92) and `.findLast(` (97) are fine. */
const MISSING_IN_103: { pattern: RegExp; api: string }[] = [
  { pattern: /\.toSorted\(/, api: 'Array.prototype.toSorted (Chrome 110)' },
  { pattern: /\.toReversed\(/, api: 'Array.prototype.toReversed (Chrome 110)' },
  { pattern: /\.toSpliced\(/, api: 'Array.prototype.toSpliced (Chrome 110)' },
  { pattern: /\bObject\.groupBy\b/, api: 'Object.groupBy (Chrome 117)' },
  { pattern: /\bMap\.groupBy\b/, api: 'Map.groupBy (Chrome 117)' },
  { pattern: /\bPromise\.withResolvers\b/, api: 'Promise.withResolvers (Chrome 119)' },
  { pattern: /\bArray\.fromAsync\b/, api: 'Array.fromAsync (Chrome 121)' },
  { pattern: /\.isWellFormed\(/, api: 'String.prototype.isWellFormed (Chrome 111)' },
  { pattern: /\.symmetricDifference\(/, api: 'Set methods (Chrome 122)' },
];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(m?js|html)$/.test(name)) out.push(p);
  }
  return out;
}

/** The module scripts inlined into an HTML page (Astro inlines small hoisted scripts). */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    if ((m[2] ?? '').trim()) found.push(m[2] ?? '');
  }
  return found;
}

const near = (src: string, at: number) => JSON.stringify(src.slice(Math.max(0, at - 40), at + 40));

if (!existsSync(dist)) {
  console.log('dist/ is missing: running `npx astro build` first');
  const r = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(dist)) {
    console.error('check-overlay-target: the build failed; run `npx astro build` and look at its errors.');
    process.exit(1);
  }
}

const problems: string[] = [];
let scripts = 0;
let bytes = 0;
for (const file of walk(dist)) {
  const text = readFileSync(file, 'utf8');
  const sources = file.endsWith('.html') ? inlineScripts(text) : [text];
  for (const [i, src] of sources.entries()) {
    const where = relative(root, file) + (file.endsWith('.html') ? ` <script #${i + 1}>` : '');
    scripts++;
    bytes += src.length;
    try {
      parse(src, { ecmaVersion: 2022, sourceType: 'module' });
    } catch (e) {
      const err = e as { message: string; pos?: number };
      const at = err.pos ?? 0;
      problems.push(`${where}: does not parse as ES2022 (${err.message}) near: ${near(src, at)}`);
    }
    for (const { pattern, api } of MISSING_IN_103) {
      const m = pattern.exec(src);
      if (m) problems.push(`${where}: uses ${api} near: ${near(src, m.index)}`);
    }
  }
}

if (scripts === 0) {
  console.error('check-overlay-target: no scripts found in dist/: is the build empty?');
  process.exit(1);
}
if (problems.length > 0) {
  console.error(
    `check-overlay-target: ${problems.length} problem(s): the overlays would break in OBS (Chromium 103):`,
  );
  for (const p of problems) console.error(`  - ${p}`);
  console.error(
    'Fix: avoid these APIs in src/client, overlays/, control-panel/ (or the dependency using them).',
  );
  process.exit(1);
}
console.log(
  `check-overlay-target: ${scripts} scripts (${(bytes / 1024).toFixed(0)} KiB) parse as ES2022, no post-103 APIs`,
);
