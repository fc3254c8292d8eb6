import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** One file of the site: where its bytes come from and a version that changes with them. */
export interface SiteFile {
  /** The site-relative path (`overlay/seats/index.html`), also the compression cache key. */
  key: string;
  size: number;
  /** Changes whenever the bytes do (the ETag is made from it). */
  version: string;
  /** When the file was written (0 for embedded files, all packaged together). */
  mtimeMs: number;
  /** The bytes (embedded assets), or null: stream them from `path`. */
  bytes: Buffer | null;
  path: string | null;
}

/** Finds the file a URL path names, or null. A site is the Astro build, on disk or embedded. */
export type StaticSite = (urlPath: string) => SiteFile | null;

/** The URL path as site-relative segments, or null (traversal, NUL bytes, bad escapes, dot files). */
export function siteSegments(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segs = decoded.split('/').filter((s) => s !== '');
  // dot files (.build-stamp) and `..` are not part of the site
  if (segs.some((s) => s.startsWith('.'))) return null;
  return segs;
}

/** Resolves a URL path inside root, or null (traversal, NUL bytes, bad escapes). */
export function resolveStatic(root: string, urlPath: string): string | null {
  const segs = siteSegments(urlPath);
  if (!segs) return null;
  const base = resolve(root);
  const full = resolve(base, ...segs);
  if (full !== base && !full.startsWith(base + sep)) return null;
  return full;
}

/** The candidates for a path: the file itself, its directory's index.html, `<path>.html`. */
function candidates(segs: string[]): string[] {
  const key = segs.join('/');
  const last = segs[segs.length - 1] ?? '';
  const out = [key, key === '' ? 'index.html' : `${key}/index.html`];
  if (last !== '' && !last.includes('.')) out.push(`${key}.html`);
  return out.filter((k) => k !== '');
}

/** The build in a folder on disk (`npm start`): read on every request, so a rebuild shows at once. */
export function diskSite(root: string): StaticSite {
  const base = resolve(root);
  return (urlPath) => {
    if (!resolveStatic(base, urlPath)) return null;
    const segs = siteSegments(urlPath) ?? [];
    for (const key of candidates(segs)) {
      const path = join(base, ...key.split('/'));
      try {
        const st = statSync(path);
        if (!st.isFile()) continue;
        const version = `${st.size.toString(36)}-${Math.trunc(st.mtimeMs).toString(36)}`;
        return { key, size: st.size, version, mtimeMs: st.mtimeMs, bytes: null, path };
      } catch {
        // missing: try the next candidate
      }
    }
    return null;
  };
}

/** The build embedded in the packaged program: a map from site path to bytes. */
export function embeddedSite(files: ReadonlyMap<string, Buffer>): StaticSite {
  const versions = new Map<string, string>();
  return (urlPath) => {
    const segs = siteSegments(urlPath);
    if (!segs) return null;
    for (const key of candidates(segs)) {
      const bytes = files.get(key);
      if (!bytes) continue;
      let version = versions.get(key);
      if (version === undefined) {
        version = createHash('sha1').update(bytes).digest('base64url').slice(0, 16);
        versions.set(key, version);
      }
      return { key, size: bytes.length, version, mtimeMs: 0, bytes, path: null };
    }
    return null;
  };
}

/** Every file of a build folder as site path -> absolute path (packaging; dot files left out). */
export function listSiteFiles(root: string, dir = ''): Map<string, string> {
  const out = new Map<string, string>();
  const full = join(root, ...dir.split('/').filter(Boolean));
  // sorted, so a package built twice from the same build is the same
  for (const name of readdirSync(full).sort()) {
    if (name.startsWith('.')) continue;
    const key = dir ? `${dir}/${name}` : name;
    const st = statSync(join(full, name));
    if (st.isDirectory()) for (const [k, v] of listSiteFiles(root, key)) out.set(k, v);
    else if (st.isFile()) out.set(key, join(full, name));
  }
  return out;
}
