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
import { expectInsideBackFrame, expectWellFormedSvg, parseSvg } from './svg-check';

/** What a German player expects in the corner (hard-coded on purpose). */
const GERMAN_INDEX: Record<FrenchRank, string> = { '7': '7', '8': '8', '9': '9', '10': '10', J: 'B', Q: 'D', K: 'K', A: 'A' };

const cards: Array<[FrenchSuit, FrenchRank]> = SUITS.flatMap((s) => RANKS.map((r): [FrenchSuit, FrenchRank] => [s, r]));

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
		expectInsideBackFrame(paths.map((p) => p.attrs.d ?? '').join(''));
	});
});
