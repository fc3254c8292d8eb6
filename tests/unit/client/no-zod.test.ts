import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The overlays' bundle stays free of zod (about 28 KB gz): browser code imports protocol types
 * with `import type` and runtime bits (apply, PROTOCOL_VERSION) from zod-free files.
 */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8').replace(/import\s+type\s[^;]+;/g, '');
  const specs = [...src.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
  // `import { type A, type B } from` carries no runtime binding either.
  const typeOnly = [...src.matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)]
    .filter((m) => (m[1] ?? '').split(',').every((n) => n.trim() === '' || n.trim().startsWith('type ')))
    .map((m) => m[2]);
  return specs.filter((s) => !typeOnly.includes(s));
}

function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const spec of runtimeImports(entry)) {
    if (!spec.startsWith('.')) seen.add(spec);
    else reachable(resolve(dirname(entry), spec), seen);
  }
  return seen;
}

describe('browser bundle', () => {
  it('nothing the overlays load at run time imports zod', () => {
    const graph = reachable(resolve('src/client/index.ts'));
    expect([...graph].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    expect([...graph].some((m) => m.endsWith('json-patch.ts'))).toBe(true);
  });
});
