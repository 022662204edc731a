// axe-core in the page under test: its source is evaluated with playwright-core (no extra
// test runner), then run on the whole document. Every rule of axe's default set plus
// label-content-name-mismatch (a card button's name must contain what is printed on it).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The page's axe violations, each with the elements it found (empty when all is well). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as an inline <script>: the page's Content-Security-Policy refuses those.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  // A string expression: this file is type-checked without the DOM library.
  return (await page.evaluate(`axe
    .run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })
    .then((r) => r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    })))`)) as AxeViolation[];
}
