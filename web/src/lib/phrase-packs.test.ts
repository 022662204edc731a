import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component that shows a pack's phrases (`X_PHRASES.use()`, or a game's `usePhrases()`)
 * must find the pack loaded before it renders: by the load of each page that shows it
 * (`loadPhrases(parent, …)` in +page.ts), by the game's online plug (`phrases: […]`), or, for
 * a component fetched on demand, by its own module (`export const PHRASES = …`). Read from
 * the sources, page by page, so a pack a page forgot fails here and not in a reader's browser.
 */
const ROOT = resolve(__dirname, '../../..');
const LIB = join(ROOT, 'web/src/lib');
const ROUTES = join(ROOT, 'web/src/routes');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const sources = files(join(ROOT, 'web/src')).filter((f) => /\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts'));
const text = new Map(sources.map((f) => [f, readFileSync(f, 'utf8')]));

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('$lib/') ? join(LIB, spec.slice(5)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (base === null) return null;
  return [base, `${base}.ts`, `${base}.svelte`, join(base, 'index.ts')].find((f) => text.has(f)) ?? null;
}

const staticImports = (f: string): string[] =>
  [...(text.get(f) ?? '').matchAll(/import\s+(type\s+)?[\s\S]*?\s+from\s+['"]([^'"]+)['"]/g)]
    .filter((m) => !m[1])
    .map((m) => resolveImport(f, m[2] ?? ''))
    .filter((x): x is string => x !== null);
const dynamicImports = (f: string): string[] =>
  [...(text.get(f) ?? '').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveImport(f, m[1] ?? '')).filter((x): x is string => x !== null);

function closure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

const names = (list: string | undefined) => (list ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Every pack, with the pack it stands on ('' for none: phrasePack's third argument). */
const bases = new Map<string, string>();
for (const t of text.values()) {
  for (const m of t.matchAll(/export const (\w+_PHRASES) = phrasePack<[\s\S]*?\n\}?\);/g)) {
    bases.set(m[1] ?? '', /(\w+_PHRASES),\s*\n\);$/.exec(m[0])?.[1] ?? '');
  }
}
function withBases(packs: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const pack of packs) {
    for (let p = pack; p && !all.has(p); p = bases.get(p) ?? '') all.add(p);
  }
  return all;
}

/** The packs a module shows: `X.use()`, or a game's `usePhrases()` imported from the module that wraps it. */
function uses(f: string): string[] {
  const t = text.get(f) ?? '';
  const direct = [...t.matchAll(/\b(\w+_PHRASES)\.use\(\)/g)].map((m) => m[1] ?? '');
  const wrapped = /\busePhrases\(\)/.test(t)
    ? staticImports(f).flatMap((g) => [...(text.get(g) ?? '').matchAll(/export const usePhrases = [^\n]*\b(\w+_PHRASES)\.use\(\)/g)].map((m) => m[1] ?? ''))
    : [];
  return [...direct, ...wrapped];
}

/** What `modules` show that `loaded` (with their bases) does not provide, as "file: PACK". */
function missing(modules: Iterable<string>, loaded: Iterable<string>): string[] {
  const have = withBases(loaded);
  return [...modules].flatMap((f) => uses(f).filter((p) => !have.has(p)).map((p) => `${relative(ROOT, f)}: ${p}`));
}

/** Components a page or plug fetches on demand: each with the packs its module declares. */
function onDemand(modules: Iterable<string>, loaded: readonly string[]): string[] {
  return [...modules]
    .flatMap(dynamicImports)
    .filter((f) => f.endsWith('.svelte'))
    .flatMap((f) => missing(closure([f]), [...loaded, ...names(/export const PHRASES = (\w+)/.exec(text.get(f) ?? '')?.[1])]));
}

const pages = sources.filter((f) => f.startsWith(ROUTES) && f.endsWith('+page.svelte'));
const loadedBy = (page: string): string[] => {
  const load = join(dirname(page), '+page.ts');
  return existsSync(load) ? names(/loadPhrases\(parent,([^)]*)\)/.exec(readFileSync(load, 'utf8'))?.[1]) : [];
};

describe('phrase packs', () => {
  it('are found in the sources', () => {
    expect([...bases.keys()]).toEqual(expect.arrayContaining(['MAU_PHRASES', 'ONLINE_PHRASES', 'LOBBY_PHRASES', 'ZA_PHRASES', 'OS_PHRASES']));
    expect(bases.get('LOBBY_PHRASES')).toBe('ONLINE_PHRASES');
    expect(pages.length).toBeGreaterThan(15);
  });

  it('the root layout shows only the site catalog', () => {
    expect(missing(closure([join(ROUTES, '+layout.svelte')]), [])).toEqual([]);
  });

  it.each(pages.map((p) => [relative(ROUTES, dirname(p)) || '/', p]))('%s loads every pack its components show', (_, page) => {
    const graph = closure([page]);
    expect(missing(graph, loadedBy(page))).toEqual([]);
    expect(onDemand(graph, loadedBy(page))).toEqual([]);
  });

  it.each(sources.filter((f) => f.endsWith('online-plug.ts')).map((f) => [relative(LIB, f), f]))('%s brings its board’s packs', (_, plug) => {
    const loaded = [...loadedBy(join(ROUTES, '[game=online]/tisch/[id]/+page.svelte')), ...names(/phrases: \[([^\]]*)\]/.exec(text.get(plug) ?? '')?.[1])];
    const graph = closure([plug]);
    expect(missing(graph, loaded)).toEqual([]);
    expect(onDemand(graph, loaded)).toEqual([]);
  });
});
