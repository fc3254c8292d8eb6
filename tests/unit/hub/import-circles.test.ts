import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const server = join(root, 'src/server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every file of src/server and the src/server files it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(server)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map((i) => i.fileName)
        .filter((f) => f.startsWith('.'))
        .map((f) => resolve(dirname(file), f))
        .filter((f) => f.startsWith(server + '/')),
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
      found.push([...path.slice(at), file].map((f) => relative(server, f)));
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
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(50);
  expect(circles(graph)).toEqual([]);
});

it('the circle finder names a circle it is given (a -> b -> a)', () => {
  const a = join(server, 'a.ts');
  const b = join(server, 'b.ts');
  expect(
    circles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ),
  ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
});
