/**
 * Test helper (not shipped): a tiny XML well-formedness check for the card markup that
 * french.ts and german.ts generate. Both decks' tests use it, so the rules are the same.
 */
import { expect } from 'vitest';

export interface Tag {
	name: string;
	attrs: Record<string, string>;
	/** text directly inside the element (only filled for <text>) */
	text: string;
	/** nesting depth (root = 0) */
	depth: number;
	/** transforms of all ancestors, outermost first */
	ancestors: string[];
}

/**
 * One root element, balanced tags, well-formed double-quoted attributes, no stray '<' or
 * '>' in text. Returns every element (in document order) with its ancestors' transforms,
 * or throws with a reason.
 */
export function parseSvg(svg: string): Tag[] {
	const tagRe = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
	const attrRe = /\s+([\w:.-]+)="([^"<]*)"/g;
	const stack: Tag[] = [];
	const tags: Tag[] = [];
	let pos = 0;
	let roots = 0;
	let openText: Tag | null = null;
	while (pos < svg.length) {
		const lt = svg.indexOf('<', pos);
		const chunk = lt === -1 ? svg.slice(pos) : svg.slice(pos, lt);
		if (chunk.includes('>')) throw new Error(`stray '>' near ${pos}`);
		if (chunk.trim() !== '') {
			if (stack.length === 0) throw new Error(`text outside root near ${pos}`);
			if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(chunk)) throw new Error(`bad entity near ${pos}`);
			if (openText) openText.text += chunk;
		}
		if (lt === -1) break;
		tagRe.lastIndex = lt;
		const m = tagRe.exec(svg);
		if (!m) throw new Error(`malformed tag near ${lt}: ${svg.slice(lt, lt + 40)}`);
		const [whole, close = '', name = '', attrText = '', selfClose = ''] = m;
		if (close) {
			if (selfClose || attrText) throw new Error(`malformed closing tag </${name}>`);
			const top = stack.pop();
			if (top?.name !== name) throw new Error(`</${name}> closes <${top?.name ?? 'nothing'}>`);
			openText = null;
		} else {
			if (stack.length === 0) roots++;
			const attrs: Record<string, string> = {};
			for (const a of attrText.matchAll(attrRe)) {
				const [, k = '', v = ''] = a;
				if (k in attrs) throw new Error(`duplicate attribute ${k} on <${name}>`);
				attrs[k] = v;
			}
			const ancestors = stack.flatMap((t) => (t.attrs.transform ? [t.attrs.transform] : []));
			const tag: Tag = { name, attrs, text: '', depth: stack.length, ancestors };
			tags.push(tag);
			if (!selfClose) {
				stack.push(tag);
				openText = name === 'text' ? tag : null;
			}
		}
		pos = lt + whole.length;
	}
	if (stack.length) throw new Error(`unclosed <${stack.map((t) => t.name).join('> <')}>`);
	if (roots !== 1) throw new Error(`expected one root element, got ${roots}`);
	return tags;
}

/** Every point of the path data lies inside the card back's white frame (15…185 × 15…265). */
export function expectInsideBackFrame(pathData: string): void {
	const pts = [...pathData.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
	expect(pts.length).toBeGreaterThan(50);
	for (const [x, y] of pts) {
		expect(x).toBeGreaterThanOrEqual(15);
		expect(x).toBeLessThanOrEqual(185);
		expect(y).toBeGreaterThanOrEqual(15);
		expect(y).toBeLessThanOrEqual(265);
	}
}

/** parseSvg plus what every card picture must be: a sized-by-CSS <svg> with nothing shared or external. */
export function expectWellFormedSvg(svg: string, viewBox = '0 0 200 280'): Tag[] {
	expect(svg.startsWith('<svg')).toBe(true);
	expect(svg.endsWith('</svg>')).toBe(true);
	const tags = parseSvg(svg);
	const root = tags[0];
	expect(root?.name).toBe('svg');
	expect(root?.attrs.viewBox).toBe(viewBox);
	expect(root?.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
	expect(root?.attrs.width).toBeUndefined();
	expect(root?.attrs.height).toBeUndefined();
	// Many cards share one page: no ids, no references, nothing external.
	expect(svg).not.toMatch(/\sid=|href=|url\(|<defs|<use|<image|<script|<style|<clipPath|<mask/);
	// every number is finite (no NaN/Infinity leaking from geometry helpers)
	expect(svg).not.toMatch(/NaN|Infinity|undefined/);
	return tags;
}
