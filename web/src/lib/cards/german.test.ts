import { describe, expect, it } from 'vitest';
import {
	ACE_SEASON,
	GERMAN_PATTERNS,
	GERMAN_RANK_INDEX,
	GERMAN_RANKS,
	GERMAN_SUITS,
	PATTERN_RANKS,
	SEASON_MOTIFS,
	germanCardBackSvg,
	germanCardSvg,
	germanSuitColour,
	germanSuitPathData,
	germanSuitSignSvg,
	type GermanPattern,
	type GermanRank,
	type GermanSuit
} from './german';
import { expectInsideBackFrame, expectWellFormedSvg, parseSvg, type Tag } from './svg-check';

/** The translate() of a transform like "translate(170 38) scale(0.34)". */
function translateOf(transform: string | undefined): [number, number] {
	const m = /^translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(transform ?? '');
	if (!m) throw new Error(`no translate in ${transform}`);
	return [Number(m[1]), Number(m[2])];
}

function scaleOf(transform: string | undefined): number {
	const m = /scale\((-?[\d.]+)\)/.exec(transform ?? '');
	return m ? Number(m[1]) : 1;
}

const ROTATED = 'rotate(180 100 140)';

/** What a player expects in the corner (hard-coded on purpose). */
const INDEX: Record<GermanRank, string> = { '7': '7', '8': '8', '9': '9', '10': '10', U: 'U', O: 'O', K: 'K', A: 'A' };

const deck = (pattern: GermanPattern): Array<[GermanSuit, GermanRank]> =>
	GERMAN_SUITS.flatMap((s) => PATTERN_RANKS[pattern].map((r): [GermanSuit, GermanRank] => [s, r]));

const allCards: Array<[GermanPattern, GermanSuit, GermanRank]> = GERMAN_PATTERNS.flatMap((p) =>
	deck(p).map(([s, r]): [GermanPattern, GermanSuit, GermanRank] => [p, s, r])
);

describe('exports', () => {
	it('has 4 suits, 8 ranks, 2 patterns', () => {
		expect([...GERMAN_SUITS].sort()).toEqual(['eichel', 'herz', 'laub', 'schellen']);
		expect([...GERMAN_RANKS]).toEqual(['7', '8', '9', '10', 'U', 'O', 'K', 'A']);
		expect([...GERMAN_PATTERNS]).toEqual(['doppeldeutsch', 'wuerttemberg']);
		expect(GERMAN_RANK_INDEX).toEqual(INDEX);
	});

	it('doppeldeutsch is the 20-card Schnapsen deck, Württemberg the 32-card deck', () => {
		expect([...PATTERN_RANKS.doppeldeutsch]).toEqual(['10', 'U', 'O', 'K', 'A']);
		expect([...PATTERN_RANKS.wuerttemberg]).toEqual([...GERMAN_RANKS]);
		expect(deck('doppeldeutsch')).toHaveLength(20);
		expect(deck('wuerttemberg')).toHaveLength(32);
	});

	it('maps each Ace to its season', () => {
		expect(ACE_SEASON).toEqual({ herz: 'spring', schellen: 'summer', laub: 'autumn', eichel: 'winter' });
	});
});

describe('suit signs', () => {
	it('gives four distinct one-path silhouettes', () => {
		const ds = GERMAN_SUITS.map(germanSuitPathData);
		expect(new Set(ds).size).toBe(4);
		for (const d of ds) expect(d).toMatch(/^M[-\d. MLHVCSQTAZmlhvcsqtaz]+$/);
	});

	it('renders standalone coloured icons', () => {
		for (const suit of GERMAN_SUITS) {
			const svg = germanSuitSignSvg(suit, { title: suit });
			const tags = expectWellFormedSvg(svg, '-55 -57 110 110');
			expect(tags[0]?.attrs['aria-label']).toBe(suit);
			expect(tags.some((t) => t.name === 'text')).toBe(false);
		}
		expect(parseSvg(germanSuitSignSvg('laub'))[0]?.attrs['aria-hidden']).toBe('true');
	});

	it('uses traditional colours: red heart, gold bell with red band, green leaf, ochre acorn in a green cup', () => {
		expect(germanSuitSignSvg('herz')).toContain('fill="#c8102e"');
		const bell = germanSuitSignSvg('schellen');
		expect(bell).toContain('fill="#f2b21b"');
		expect(bell).toContain('fill="#c8102e"');
		expect(germanSuitSignSvg('laub')).toContain('fill="#3f9b3f"');
		const acorn = germanSuitSignSvg('eichel');
		expect(acorn).toContain('fill="#c98a3c"');
		expect(acorn).toContain('fill="#5e8c2c"');
	});

	it('has index colours distinct per suit', () => {
		expect(new Set(GERMAN_SUITS.map(germanSuitColour)).size).toBe(4);
	});
});

describe('germanCardSvg', () => {
	it.each(allCards)('%s %s %s is well-formed with two corner indices', (pattern, suit, rank) => {
		const svg = germanCardSvg(pattern, suit, rank);
		const tags = expectWellFormedSvg(svg);
		const texts = tags.filter((t) => t.name === 'text');
		// exactly the top-left and the rotated bottom-right index, nothing else
		expect(texts.map((t) => t.text)).toEqual([INDEX[rank], INDEX[rank]]);
		for (const t of texts) {
			expect(t.attrs.fill).toBe(germanSuitColour(suit));
			expect(t.attrs['font-family']).toBe('system-ui, sans-serif');
			expect(Number(t.attrs['font-size'])).toBeGreaterThanOrEqual(48);
			// inside the 58-unit index column
			expect(Number(t.attrs.x)).toBeLessThanOrEqual(30);
		}
		expect(texts[0]?.ancestors).toEqual([]);
		expect(texts[1]?.ancestors).toEqual([ROTATED]);
		// under each letter, the suit sign drawn as paths (no font glyphs)
		const idxSigns = tags.filter((t) => t.attrs.class === 'sign' && t.ancestors.at(-1) === undefined);
		expect(idxSigns.length).toBeGreaterThanOrEqual(1);
		expect(svg).not.toMatch(/[♠♣♥♦]/u);
	});

	it('puts one index suit sign in each corner column, big enough for a 56 px hand', () => {
		for (const [pattern, suit, rank] of allCards) {
			const tags = parseSvg(germanCardSvg(pattern, suit, rank));
			const groups = tags.filter((t) => t.attrs.class === 'idx');
			expect(groups).toHaveLength(2);
			const svg = germanCardSvg(pattern, suit, rank);
			const idx = svg.match(/<g class="idx">.*?<\/text><g class="sign" transform="([^"]+)">/);
			expect(idx).not.toBeNull();
			const [x, y] = translateOf(idx?.[1]);
			expect(x).toBe(29);
			expect(y).toBeGreaterThan(60);
			expect(y).toBeLessThan(100);
			expect(scaleOf(idx?.[1])).toBeGreaterThanOrEqual(0.36);
		}
	});

	it('throws for 7, 8, 9 in the doppeldeutsch (Schnapsen) pattern', () => {
		for (const rank of ['7', '8', '9'] as const) {
			expect(() => germanCardSvg('doppeldeutsch', 'herz', rank)).toThrow(RangeError);
		}
	});

	it('draws the right number of suit signs on number cards', () => {
		for (const suit of GERMAN_SUITS) {
			for (const rank of ['7', '8', '9', '10'] as const) {
				const svg = germanCardSvg('wuerttemberg', suit, rank);
				expect(svg.match(/<g class="pip"/g)?.length).toBe(Number(rank));
			}
			expect(germanCardSvg('doppeldeutsch', suit, '10').match(/<g class="pip"/g)?.length).toBe(10);
		}
	});

	it('Württemberg pips stand upright; the doppeldeutsch 10 is double-ended', () => {
		expect(germanCardSvg('wuerttemberg', 'laub', '10')).not.toMatch(/class="pip"[^>]*rotate\(180\)/);
		const dd = germanCardSvg('doppeldeutsch', 'laub', '10').match(/<g class="pip" transform="[^"]*"/g) ?? [];
		expect(dd.filter((t) => t.includes('rotate(180)'))).toHaveLength(5);
		expect(germanCardSvg('doppeldeutsch', 'laub', '10')).toContain('class="rosette"');
	});

	describe('Ober carries the suit sign high, Unter low', () => {
		const signsOf = (pattern: GermanPattern, suit: GermanSuit, rank: GermanRank): Tag[] =>
			parseSvg(germanCardSvg(pattern, suit, rank)).filter((t) => t.attrs.class === 'court-sign');

		it.each(GERMAN_SUITS)('doppeldeutsch %s: top of each half for O, next to the centre line for U', (suit) => {
			for (const rank of ['O', 'U'] as const) {
				const signs = signsOf('doppeldeutsch', suit, rank);
				// one per half: the second is the same half turned by 180°
				expect(signs).toHaveLength(2);
				expect(signs[0]?.ancestors).toEqual([]);
				expect(signs[1]?.ancestors).toEqual([ROTATED]);
				const [x, y] = translateOf(signs[0]?.attrs.transform);
				expect(x).toBeGreaterThan(140); // on the free right side, away from the index column
				expect(scaleOf(signs[0]?.attrs.transform)).toBeGreaterThanOrEqual(0.28);
				if (rank === 'O') expect(y).toBeLessThan(50); // upper part of the upper half
				else expect(y).toBeGreaterThan(100); // lower part of the upper half …
				expect(y).toBeLessThan(140); // … but still in it
			}
		});

		it.each(GERMAN_SUITS)('wuerttemberg %s: top half for O, bottom half for U', (suit) => {
			const o = signsOf('wuerttemberg', suit, 'O');
			const u = signsOf('wuerttemberg', suit, 'U');
			expect(o).toHaveLength(1);
			expect(u).toHaveLength(1);
			for (const t of [...o, ...u]) expect(t.ancestors).toEqual([]);
			expect(translateOf(o[0]?.attrs.transform)[1]).toBeLessThan(70);
			expect(translateOf(u[0]?.attrs.transform)[1]).toBeGreaterThan(140);
		});

		it('Kings hold no such sign', () => {
			for (const pattern of GERMAN_PATTERNS) {
				for (const suit of GERMAN_SUITS) expect(signsOf(pattern, suit, 'K')).toHaveLength(0);
			}
		});
	});

	it('draws doppeldeutsch courts double-headed, Württemberg courts as one figure', () => {
		for (const suit of GERMAN_SUITS) {
			for (const rank of ['U', 'O', 'K'] as const) {
				const dd = germanCardSvg('doppeldeutsch', suit, rank);
				// the corner index plus the mirrored half
				expect(dd.split(`<g transform="${ROTATED}">`).length - 1).toBe(2);
				const wb = germanCardSvg('wuerttemberg', suit, rank);
				expect(wb.split(`<g transform="${ROTATED}">`).length - 1).toBe(1);
			}
		}
	});

	describe('the four seasons on the doppeldeutsch Aces', () => {
		const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;

		it.each(GERMAN_SUITS)('%s Ace shows its season and its motifs', (suit) => {
			const svg = germanCardSvg('doppeldeutsch', suit, 'A');
			const season = ACE_SEASON[suit];
			const tags = parseSvg(svg);
			const marked = tags.filter((t) => t.attrs['data-season'] !== undefined);
			expect(marked.map((t) => t.attrs['data-season'])).toEqual([season]);
			expect(marked[0]?.attrs.class).toBe(`season season-${season}`);
			for (const m of SEASON_MOTIFS[season]) expect(svg).toContain(`class="motif-${m}"`);
			for (const other of seasons.filter((s) => s !== season)) {
				for (const m of SEASON_MOTIFS[other]) expect(svg).not.toContain(`class="motif-${m}"`);
			}
			// the big suit sign in the middle
			expect(svg).toMatch(/<g class="sign" transform="translate\(100 140\) scale\(0\.8\d*\)">/);
		});

		it('the four Aces differ', () => {
			const aces = GERMAN_SUITS.map((s) => germanCardSvg('doppeldeutsch', s, 'A'));
			expect(new Set(aces).size).toBe(4);
			expect(new Set(aces.map((a) => /data-season="(\w+)"/.exec(a)?.[1])).size).toBe(4);
		});

		it('Württemberg Daus has a cartouche instead of a season', () => {
			for (const suit of GERMAN_SUITS) {
				const svg = germanCardSvg('wuerttemberg', suit, 'A');
				expect(svg).toContain('class="cartouche"');
				expect(svg).not.toContain('data-season');
			}
		});
	});

	it('gives every card a distinct picture, and the two patterns differ', () => {
		for (const pattern of GERMAN_PATTERNS) {
			const faces = new Set(deck(pattern).map(([s, r]) => germanCardSvg(pattern, s, r)));
			expect(faces.size).toBe(deck(pattern).length);
		}
		for (const [suit, rank] of deck('doppeldeutsch')) {
			expect(germanCardSvg('doppeldeutsch', suit, rank)).not.toBe(germanCardSvg('wuerttemberg', suit, rank));
		}
	});

	it('is deterministic (safe for SSR + hydration)', () => {
		expect(germanCardSvg('doppeldeutsch', 'herz', 'O')).toBe(germanCardSvg('doppeldeutsch', 'herz', 'O'));
		expect(germanCardSvg('wuerttemberg', 'eichel', 'A')).toBe(germanCardSvg('wuerttemberg', 'eichel', 'A'));
		expect(germanCardBackSvg('wuerttemberg')).toBe(germanCardBackSvg('wuerttemberg'));
	});

	it('is aria-hidden without a title', () => {
		const root = parseSvg(germanCardSvg('wuerttemberg', 'laub', 'U'))[0];
		expect(root?.attrs['aria-hidden']).toBe('true');
		expect(root?.attrs.role).toBeUndefined();
		expect(root?.attrs['aria-label']).toBeUndefined();
	});

	it('is role=img with an escaped aria-label when titled', () => {
		const svg = germanCardSvg('doppeldeutsch', 'schellen', 'K', { title: 'Schellen-König <"Sepp" & \'Resi\'>' });
		const root = expectWellFormedSvg(svg)[0];
		expect(root?.attrs.role).toBe('img');
		expect(root?.attrs['aria-label']).toBe('Schellen-König &lt;&quot;Sepp&quot; &amp; &apos;Resi&apos;&gt;');
		expect(root?.attrs['aria-hidden']).toBeUndefined();
	});
});

describe('germanCardBackSvg', () => {
	it.each(GERMAN_PATTERNS)('%s back is well-formed, text-free and aria-hidden', (pattern) => {
		const tags = expectWellFormedSvg(germanCardBackSvg(pattern));
		expect(tags.some((t) => t.name === 'text')).toBe(false);
		expect(tags[0]?.attrs['aria-hidden']).toBe('true');
		expect(deck(pattern).some(([s, r]) => germanCardSvg(pattern, s, r) === germanCardBackSvg(pattern))).toBe(false);
		// all four suit signs in the medallion
		expect(germanCardBackSvg(pattern).match(/<g class="sign"/g)).toHaveLength(4);
	});

	it('differs between the patterns', () => {
		expect(germanCardBackSvg('doppeldeutsch')).not.toBe(germanCardBackSvg('wuerttemberg'));
	});

	it('keeps the lattice inside the frame', () => {
		for (const pattern of GERMAN_PATTERNS) {
			const tags = parseSvg(germanCardBackSvg(pattern));
			const lattice = tags.find((t) => t.name === 'path' && t.attrs.fill === 'none' && t.depth === 1);
			expectInsideBackFrame(lattice?.attrs.d ?? '');
		}
	});

	it('accepts a title', () => {
		const root = parseSvg(germanCardBackSvg('doppeldeutsch', { title: 'Rückseite' }))[0];
		expect(root?.attrs.role).toBe('img');
		expect(root?.attrs['aria-label']).toBe('Rückseite');
	});
});
