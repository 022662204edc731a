import { describe, expect, it } from 'vitest';
import {
	cardBackSvg,
	frenchCardSvg,
	RANK_INDEX,
	RANKS,
	SUITS,
	suitColour,
	type FrenchRank,
	type FrenchSuit
} from './french';

interface Tag {
	name: string;
	attrs: Record<string, string>;
	/** text directly inside the element (only filled for <text>) */
	text: string;
}

/**
 * Tiny XML well-formedness check for our generated markup: one root element,
 * balanced tags, well-formed double-quoted attributes, no stray '<' or '>' in text.
 * Returns every element (in document order) or throws with a reason.
 */
function parseSvg(svg: string): Tag[] {
	const tagRe = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
	const attrRe = /\s+([\w:.-]+)="([^"<]*)"/g;
	const stack: string[] = [];
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
			if (top !== name) throw new Error(`</${name}> closes <${top ?? 'nothing'}>`);
			openText = null;
		} else {
			if (stack.length === 0) roots++;
			const attrs: Record<string, string> = {};
			for (const a of attrText.matchAll(attrRe)) {
				const [, k = '', v = ''] = a;
				if (k in attrs) throw new Error(`duplicate attribute ${k} on <${name}>`);
				attrs[k] = v;
			}
			const tag: Tag = { name, attrs, text: '' };
			tags.push(tag);
			if (!selfClose) {
				stack.push(name);
				openText = name === 'text' ? tag : null;
			}
		}
		pos = lt + whole.length;
	}
	if (stack.length) throw new Error(`unclosed <${stack.join('> <')}>`);
	if (roots !== 1) throw new Error(`expected one root element, got ${roots}`);
	return tags;
}

function expectWellFormedSvg(svg: string): Tag[] {
	expect(svg.startsWith('<svg')).toBe(true);
	expect(svg.endsWith('</svg>')).toBe(true);
	const tags = parseSvg(svg);
	const root = tags[0];
	expect(root?.name).toBe('svg');
	expect(root?.attrs.viewBox).toBe('0 0 200 280');
	expect(root?.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
	// Many cards share one page: no ids, no references, nothing external.
	expect(svg).not.toMatch(/\sid=|href=|url\(|<defs|<use|<image|<script|<style/);
	return tags;
}

/** What a German player expects in the corner (hard-coded on purpose). */
const GERMAN_INDEX: Record<FrenchRank, string> = { '7': '7', '8': '8', '9': '9', '10': '10', J: 'B', Q: 'D', K: 'K', A: 'A' };

const cards: Array<[FrenchSuit, FrenchRank]> = SUITS.flatMap((s) => RANKS.map((r): [FrenchSuit, FrenchRank] => [s, r]));

describe('the tiny SVG checker itself', () => {
	it.each([
		['<svg><g></svg>'],
		['<svg><g></g>'],
		['<svg></svg><svg></svg>'],
		['<svg x="1></svg>'],
		['<svg x=1></svg>'],
		['<svg><path d="M0 0"></svg>'],
		['<svg><text>a < b</text></svg>'],
		['<svg><text>R&D</text></svg>'],
		['<svg a="1" a="2"></svg>']
	])('rejects %s', (bad) => {
		expect(() => parseSvg(bad)).toThrow();
	});

	it('accepts nested, self-closing and text content', () => {
		const tags = parseSvg('<svg a="1"><g><path d="M0 0Z"/><text x="1">10</text></g></svg>');
		expect(tags.map((t) => t.name)).toEqual(['svg', 'g', 'path', 'text']);
		expect(tags[3]?.text).toBe('10');
	});
});

describe('exports', () => {
	it('has 4 suits × 8 ranks, no duplicates', () => {
		expect(new Set(SUITS).size).toBe(4);
		expect(new Set(RANKS).size).toBe(8);
		expect([...RANKS]).toEqual(['7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
	});

	it('uses German index letters', () => {
		expect(RANK_INDEX).toEqual(GERMAN_INDEX);
	});
});

describe('frenchCardSvg', () => {
	it.each(cards)('%s %s is well-formed with two corner indices', (suit, rank) => {
		for (const fourColour of [false, true]) {
			const svg = frenchCardSvg(suit, rank, { fourColour });
			const tags = expectWellFormedSvg(svg);
			const texts = tags.filter((t) => t.name === 'text');
			// exactly the top-left and the rotated bottom-right index, nothing else
			expect(texts.map((t) => t.text)).toEqual([GERMAN_INDEX[rank], GERMAN_INDEX[rank]]);
			for (const t of texts) {
				expect(t.attrs.fill).toBe(suitColour(suit, fourColour));
				expect(t.attrs['font-family']).toBe('system-ui, sans-serif');
				expect(Number(t.attrs['font-size'])).toBeGreaterThanOrEqual(48);
			}
			// the second index is rotated by 180° about the card centre
			expect(svg).toContain('<g transform="rotate(180 100 140)"><g class="idx">');
			// pips are drawn as paths, not font glyphs
			expect(svg).not.toMatch(/[♠♣♥♦]/u);
		}
	});

	it('draws the right number of pips on number cards', () => {
		for (const suit of SUITS) {
			for (const rank of ['7', '8', '9', '10'] as const) {
				const svg = frenchCardSvg(suit, rank);
				// each pip is one <path> with a translate(); the corner pips add 2
				const pips = svg.match(/<path d="[^"]*" transform="translate\(/g) ?? [];
				expect(pips.length).toBe(Number(rank) + 2);
			}
		}
	});

	it('gives every card a distinct picture', () => {
		const all = new Set(cards.map(([s, r]) => frenchCardSvg(s, r)));
		expect(all.size).toBe(32);
	});

	it('is deterministic (safe for SSR + hydration)', () => {
		expect(frenchCardSvg('hearts', 'Q')).toBe(frenchCardSvg('hearts', 'Q'));
		expect(cardBackSvg()).toBe(cardBackSvg());
	});

	it('uses red for hearts/diamonds and black for spades/clubs by default', () => {
		expect(suitColour('hearts')).toBe('#c8102e');
		expect(suitColour('diamonds')).toBe('#c8102e');
		expect(suitColour('spades')).toBe('#1a1a1a');
		expect(suitColour('clubs')).toBe('#1a1a1a');
		expect(frenchCardSvg('diamonds', '7')).toContain('fill="#c8102e"');
		expect(frenchCardSvg('clubs', '7')).toContain('fill="#1a1a1a"');
	});

	it('four-colour turns ♦ orange and ♣ green, leaves ♥ and ♠ alone', () => {
		for (const rank of RANKS) {
			const d2 = frenchCardSvg('diamonds', rank);
			const d4 = frenchCardSvg('diamonds', rank, { fourColour: true });
			expect(d2).not.toContain('#e08a00');
			expect(d4).toContain('fill="#e08a00"');
			expect(d4).not.toContain('#c8102e');

			const c2 = frenchCardSvg('clubs', rank);
			const c4 = frenchCardSvg('clubs', rank, { fourColour: true });
			expect(c2).not.toContain('#1a7f37');
			expect(c4).toContain('fill="#1a7f37"');

			expect(frenchCardSvg('hearts', rank, { fourColour: true })).toBe(frenchCardSvg('hearts', rank));
			expect(frenchCardSvg('spades', rank, { fourColour: true })).toBe(frenchCardSvg('spades', rank));
		}
	});

	it('is aria-hidden without a title', () => {
		const root = parseSvg(frenchCardSvg('spades', 'A'))[0];
		expect(root?.attrs['aria-hidden']).toBe('true');
		expect(root?.attrs.role).toBeUndefined();
		expect(root?.attrs['aria-label']).toBeUndefined();
	});

	it('is role=img with an escaped aria-label when titled', () => {
		const svg = frenchCardSvg('hearts', 'K', { title: 'Herz-König <"Tom" & \'Jerry\'>' });
		const root = expectWellFormedSvg(svg)[0];
		expect(root?.attrs.role).toBe('img');
		expect(root?.attrs['aria-label']).toBe('Herz-König &lt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&gt;');
		expect(root?.attrs['aria-hidden']).toBeUndefined();
	});
});

describe('cardBackSvg', () => {
	it('is well-formed, text-free and aria-hidden', () => {
		const tags = expectWellFormedSvg(cardBackSvg());
		expect(tags.some((t) => t.name === 'text')).toBe(false);
		expect(tags[0]?.attrs['aria-hidden']).toBe('true');
		// clearly different from any face
		expect(cards.some(([s, r]) => frenchCardSvg(s, r) === cardBackSvg())).toBe(false);
	});

	it('keeps the lattice pattern inside the white frame', () => {
		const tags = parseSvg(cardBackSvg());
		// paths in card coordinates (pips carry a transform and use local ones)
		const paths = tags.filter((t) => t.name === 'path' && t.attrs.transform === undefined);
		const pts = paths.flatMap((p) =>
			[...(p.attrs.d ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)
		);
		expect(pts.length).toBeGreaterThan(50);
		for (const [x, y] of pts) {
			expect(x).toBeGreaterThanOrEqual(15);
			expect(x).toBeLessThanOrEqual(185);
			expect(y).toBeGreaterThanOrEqual(15);
			expect(y).toBeLessThanOrEqual(265);
		}
	});
});
