/**
 * Production JS and CSS (gzip) a browser loads for one page: the client entry points, the
 * root layout and the page's own node, with every static import they pull in, and the
 * phrases of a German reader (the root layout loads the reader's catalog chunk, "de",
 * before the first render; the English one only for English readers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../ensure-build';

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const OUT = '.svelte-kit/output/client';
const GENERATED = '.svelte-kit/generated/client-optimized';

/** `plugs`: source paths the page imports on demand and always needs (an online game's board). */
export function pageBytes(route: string, plugs: readonly string[] = []): { js: number; css: number } {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const app = readFileSync(join(GENERATED, 'app.js'), 'utf8');
  // The route id as a literal inside the pattern ("/maumau/tisch/[id]" has brackets).
  const literal = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const node = new RegExp(`"${literal}": \\[(\\d+)\\]`).exec(app)?.[1];
  if (node === undefined) throw new Error(`no route ${route} in the build`);
  const entries = Object.keys(manifest).filter(
    (k) => k.endsWith('client/entry.js') || k === `${GENERATED}/app.js` || k === `${GENERATED}/nodes/0.js` || k === `${GENERATED}/nodes/${node}.js`,
  );
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter((d) => manifest[d]?.name === 'de').forEach(visit);
  };
  entries.forEach(visit);
  plugs.forEach(visit);
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSync(readFileSync(join(OUT, f)), { level: 9 }).length;
    if (f.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}
