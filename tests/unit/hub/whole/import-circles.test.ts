import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const src = join(root, 'src');
const server = join(src, 'server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(ts|svelte|astro)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every file under the `tops` and the files under them it imports, type-only imports included. */
function importGraph(...tops: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tops.flatMap(sources)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map((i) => i.fileName)
        .filter((f) => f.startsWith('.'))
        .map((f) => resolve(dirname(file), f))
        .filter((f) => tops.some((top) => f.startsWith(top + '/'))),
    );
  }
  return graph;
}

/** Each circle once, as the files around it (depth-first search, grey = on the current path). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file].map((f) => relative(src, f)));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

it('no file of src/server imports itself through others, not even for a type (the rooms stay layered)', () => {
  const graph = importGraph(server);
  expect(graph.size).toBeGreaterThan(50);
  expect(circles(graph)).toEqual([]);
});

/** The rooms of `top` (its folders, and each file at its top) and which rooms each imports. */
function rooms(graph: Map<string, string[]>, top = src): Map<string, string[]> {
  const room = (f: string) => relative(top, f).split('/')[0] ?? '';
  const out = new Map<string, Set<string>>();
  for (const [file, imports] of graph)
    for (const f of imports) {
      if (room(f) === room(file)) continue;
      const to = out.get(join(top, room(file))) ?? new Set<string>();
      out.set(join(top, room(file)), to.add(join(top, room(f))));
    }
  return new Map([...out].map(([r, to]) => [r, [...to]]));
}

it('the rooms of the hub import each other in no circle: edge/ on top, net/ at the ground, no arrow back up (issue 41)', () => {
  const layers = rooms(importGraph(server), server);
  expect(layers.size).toBeGreaterThan(12);
  expect(circles(layers)).toEqual([]);
  // only the top (the hub's start and end) imports edge/
  const intoEdge = [...layers]
    .filter(([, to]) => to.includes(join(server, 'edge')))
    .map(([r]) => relative(src, r));
  expect(intoEdge.sort()).toEqual(['server/index.ts', 'server/shutdown.ts']);
});

it('net/ imports no other room of the hub (but problems.ts: errors are values), so every room may import it', () => {
  const net = join(server, 'net');
  const imports = [...importGraph(server)]
    .filter(([file]) => file.startsWith(net + '/'))
    .flatMap(([file, to]) => to.map((f) => [relative(src, file), relative(src, f)] as const))
    .filter(([, f]) => !f.startsWith('server/net/') && f !== 'server/problems.ts');
  expect(imports).toEqual([]);
});

it('across all of src, no file and no room imports itself through others (facts -> protocol was one, issue 41)', () => {
  const graph = importGraph(src);
  expect(graph.size).toBeGreaterThan(200);
  expect(circles(graph)).toEqual([]);
  const layers = rooms(graph);
  expect(layers.size).toBeGreaterThan(6);
  expect(circles(layers)).toEqual([]);
});

it('no circle leaves src/ through the browser folders and comes back, by file or by room (a circle there is one across src/ too)', () => {
  const browser = ['overlays', 'control-panel', 'draft-page'].map((d) => join(root, d));
  const graph = importGraph(src, ...browser);
  expect(graph.size).toBeGreaterThan(300);
  expect(circles(graph)).toEqual([]);
  // rooms: each folder of src/, and each browser folder whole
  const room = (f: string) => {
    const [top = '', inner = ''] = relative(root, f).split('/');
    return join(root, top === 'src' ? join(top, inner) : top);
  };
  const layers = new Map<string, string[]>();
  for (const [file, imports] of graph)
    layers.set(room(file), [
      ...new Set([...(layers.get(room(file)) ?? []), ...imports.map(room).filter((r) => r !== room(file))]),
    ]);
  expect(circles(layers)).toEqual([]);
});

it('the circle finder names a circle it is given (a -> b -> a)', () => {
  const a = join(src, 'a.ts');
  const b = join(src, 'b.ts');
  expect(
    circles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ),
  ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
});

it('scripts and benchmarks import no test file (what they share with the tests lives in scripts/)', () => {
  const imports: string[] = [];
  for (const dir of ['scripts', 'bench'])
    for (const file of sources(join(root, dir))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const i of importedFiles)
        if (resolve(dirname(file), i.fileName).startsWith(join(root, 'tests') + '/'))
          imports.push(`${relative(root, file)} -> ${i.fileName}`);
    }
  expect(imports).toEqual([]);
});
