/* Zod-free on purpose: the overlays import this file alone, and zod would add ~28 KB gz to them. */
/**
 * A structural patch between two JSON values: a list of [path, value] (set) or [path] (delete).
 * Arrays that change length are replaced whole at their path; that keeps apply() trivial and the
 * patch of a typical change (a foul, a vote count) to a few dozen bytes.
 */
export type PathKey = string | number;
export type PatchOp = [PathKey[], unknown] | [PathKey[]];
export type Patch = PatchOp[];

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function diff(a: Json, b: Json, path: PathKey[] = [], out: Patch = []): Patch {
  walk(a, b, [...path], out);
  return out;
}

/**
 * One path stack for the whole walk, copied only into the ops it emits: a view has hundreds of
 * nodes and a change touches a few, so the walk must not allocate a path per node it visits.
 */
function walk(a: Json, b: Json, path: PathKey[], out: Patch): void {
  if (a === b) return;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length === b.length) {
        for (let i = 0; i < b.length; i++) {
          path.push(i);
          walk(a[i], b[i], path, out);
          path.pop();
        }
        return;
      }
    } else if (!Array.isArray(a) && !Array.isArray(b)) {
      const ao = a as Record<string, Json>;
      const bo = b as Record<string, Json>;
      // own keys only: "constructor" or "toString" in a view are data, not Object.prototype's
      for (const k of Object.keys(ao)) if (!Object.hasOwn(bo, k)) out.push([[...path, k]]);
      for (const k of Object.keys(bo)) {
        path.push(k);
        if (!Object.hasOwn(ao, k)) out.push([path.slice(), bo[k]]);
        else walk(ao[k], bo[k], path, out);
        path.pop();
      }
      return;
    }
  }
  out.push([path.slice(), b]);
}

/** Applies a patch, returning a new value; the input is not mutated (structural sharing). */
export function apply<T>(value: T, patch: Patch): T {
  let root: Json = value;
  for (const op of patch) root = applyOp(root, op[0], 0, op.length === 2, op[1]);
  return root as T;
}

function applyOp(node: Json, path: PathKey[], i: number, set: boolean, value: Json): Json {
  if (i === path.length) return value;
  const key = path[i] as PathKey;
  const last = i === path.length - 1;
  if (Array.isArray(node)) {
    const copy = node.slice();
    const idx = Number(key);
    if (last && !set) copy.splice(idx, 1);
    else copy[idx] = applyOp(node[idx], path, i + 1, set, value);
    return copy;
  }
  const obj = isObject(node) ? { ...node } : {};
  if (last && !set) delete obj[key];
  else {
    // defineProperty, not `obj[key] =`: a "__proto__" key must stay data, never swap the prototype
    const child = applyOp(Object.hasOwn(obj, key) ? obj[key] : undefined, path, i + 1, set, value);
    Object.defineProperty(obj, key, { value: child, enumerable: true, writable: true, configurable: true });
  }
  return obj;
}
