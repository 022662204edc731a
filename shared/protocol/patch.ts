/**
 * Small JSON patches between two snapshots of the same seat's state.
 *
 * A game's view carries the whole public history (Mau-Mau: the event log and discard
 * pile), so resending it after every move would grow each message with the game. A patch
 * names only what changed: objects are compared key by key, arrays are either extended
 * (the new tail, the usual case for logs and piles) or replaced. An op is a short tuple —
 * `[path, value]` sets, `[path, 1, items]` appends, `[path]` deletes — because every byte of
 * it goes to every seat after every move. Paths are keys joined by "."; snapshot keys never
 * contain dots.
 */

export type PatchOp =
  /** Set the value at the path (replacing whatever was there). */
  | [path: string, value: unknown]
  /** Append these items to the array at the path (the 1 marks an append). */
  | [path: string, append: 1, items: unknown[]]
  /** Delete the key at the path. */
  | [path: string];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep equality of two JSON values (key order aside). Loops, not closures: it runs per element of every log. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !equal(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * Objects are walked key by key and arrays element by element, each once: snapshots share
 * their unchanged parts, so most comparisons end at `===`.
 */
function diffInto(ops: PatchOp[], path: string, a: unknown, b: unknown): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(b)) {
      const p = path === '' ? key : `${path}.${key}`;
      if (!Object.hasOwn(a, key)) ops.push([p, b[key]]);
      else diffInto(ops, p, a[key], b[key]);
    }
    for (const key of Object.keys(a)) {
      if (!Object.hasOwn(b, key)) ops.push([path === '' ? key : `${path}.${key}`]);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = a.length;
    if (b.length >= n) {
      let i = 0;
      while (i < n && equal(a[i], b[i])) i++;
      // The same items, maybe more: nothing, or an append (the usual case for logs and piles).
      if (i === n) {
        if (b.length > n) ops.push([path, 1, b.slice(n)]);
        return;
      }
    }
    ops.push([path, b]);
    return;
  }
  if (!equal(a, b)) ops.push([path, b]);
}

/** The operations that turn snapshot `a` into snapshot `b` (both plain JSON objects). */
export function diff(a: object, b: object): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(ops, '', a, b);
  return ops;
}

/** Thrown when a patch does not fit the snapshot; the client should then ask for a sync. */
export class PatchError extends Error {
  constructor(readonly path: string) {
    super(`patch does not fit at ${path}`);
    this.name = 'PatchError';
  }
}

/**
 * Applies `ops` to `snapshot` without mutating it (untouched branches are shared).
 * Throws PatchError when a path is missing or an append does not meet an array.
 */
export function applyPatch<T extends object>(snapshot: T, ops: readonly PatchOp[]): T {
  let root = snapshot as unknown as Record<string, Json>;
  for (const op of ops) root = applyOp(root, op[0].split('.'), op, op[0]) as Record<string, Json>;
  return root as unknown as T;
}

function applyOp(node: unknown, keys: string[], op: PatchOp, path: string): unknown {
  const [key, ...rest] = keys;
  if (key === undefined || !isObject(node)) throw new PatchError(path);
  const copy: Record<string, unknown> = { ...node };
  if (rest.length > 0) {
    if (!Object.hasOwn(node, key)) throw new PatchError(path);
    copy[key] = applyOp(node[key], rest, op, path);
  } else if (op.length === 2) {
    copy[key] = op[1];
  } else if (op.length === 3) {
    const arr = node[key];
    if (!Array.isArray(arr)) throw new PatchError(path);
    copy[key] = [...arr, ...op[2]];
  } else {
    delete copy[key];
  }
  return copy;
}

/** The version a patch applies to: `from`, or `v - 1` when the patch leaves it out. */
export const patchFrom = (p: { from?: number; v: number }): number => p.from ?? p.v - 1;
