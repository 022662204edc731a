/**
 * Kartentisch – our own SVG art for the German-suited decks:
 *
 *  - 'doppeldeutsch': the Austrian double-German pattern used for Schnapsen
 *    (20 cards: Zehn, Unter, Ober, König, Ass/Daus). Double-headed courts; the
 *    four Aces show the seasons (Herz spring, Schellen summer, Laub autumn,
 *    Eichel winter).
 *  - 'wuerttemberg': the Württemberg pattern used for Zwanzig Ab (32 cards,
 *    7 … Ass/Daus). Full-length single figures, a Daus in a decorative
 *    cartouche.
 *
 * Same conventions as french.ts: pure string building (no DOM, no ids, no
 * <defs>, no external refs) so the output is identical on server and client
 * and any number of cards can share one page. viewBox 0 0 200 280, no
 * width/height; the corner index (rank letter + suit sign) sits in a 58-unit
 * column top-left (and, rotated, bottom-right) so it stays readable in a fanned
 * hand where only the left ~35 % of a card shows.
 *
 * Ober vs. Unter: the Ober carries his suit sign high (top of the figure), the
 * Unter low. On double-headed cards that means: near the top edge of each half
 * for the Ober, next to the centre line for the Unter.
 */

import { INDEX_X, NUMBER_INDEX, type Col, cardBack, cardFace, circlePath, cornerIndices, isNumberRank, n, pipSpots, shade, svgOpen, tint, turned } from './svg-kit';

export type GermanSuit = 'herz' | 'schellen' | 'laub' | 'eichel';
export type GermanRank = '7' | '8' | '9' | '10' | 'U' | 'O' | 'K' | 'A';
export type GermanPattern = 'doppeldeutsch' | 'wuerttemberg';

export interface GermanCardOptions {
	/** Accessible name. If given: role="img" + aria-label; else aria-hidden. */
	title?: string;
}

/** Traditional order: Eichel, Laub, Herz, Schellen (Schafkopf/Skat order). */
export const GERMAN_SUITS: readonly GermanSuit[] = ['eichel', 'laub', 'herz', 'schellen'];
/** Low to high (Württemberg, 32 cards). */
export const GERMAN_RANKS: readonly GermanRank[] = ['7', '8', '9', '10', 'U', 'O', 'K', 'A'];
/** The ranks of a pattern, low to high (doppeldeutsch: Schnapsen's 20 cards). */
export const PATTERN_RANKS: Readonly<Record<GermanPattern, readonly GermanRank[]>> = {
	doppeldeutsch: ['10', 'U', 'O', 'K', 'A'],
	wuerttemberg: GERMAN_RANKS
};
export const GERMAN_PATTERNS: readonly GermanPattern[] = ['doppeldeutsch', 'wuerttemberg'];

/** Letters shown in the corner index. */
export const GERMAN_RANK_INDEX: Readonly<Record<GermanRank, string>> = { ...NUMBER_INDEX, U: 'U', O: 'O', K: 'K', A: 'A' };

/** The season shown on each doppeldeutsch Ace. */
export const ACE_SEASON: Readonly<Record<GermanSuit, 'spring' | 'summer' | 'autumn' | 'winter'>> = {
	herz: 'spring',
	schellen: 'summer',
	laub: 'autumn',
	eichel: 'winter'
};

// ---------------------------------------------------------------------------
// Palette

const RED = '#c8102e';
const RED_DARK = '#97102a';
const BELL = '#f2b21b';
const BELL_SHADE = '#d98f0b';
const BELL_LINE = '#7c4a05';
const LEAF = '#3f9b3f';
const LEAF_SHADE = '#2b7d34';
const LEAF_LINE = '#1b5a27';
const NUT = '#c98a3c';
const NUT_SHADE = '#a0652a';
const NUT_LINE = '#5e3a12';
const CUP = '#5e8c2c';
const CUP_SHADE = '#456d1f';
const CUP_LINE = '#2f4d14';
const STEM = '#6b4420';
const GOLD = '#d9a21b';
const GOLD_DARK = '#99700f';
const SKIN = '#f5d7b9';
const SKIN_SHADE = '#e3b793';
const FEATURE = '#3a2718';
const INK = '#2a2420';

/** Ink colour of a suit's corner index (readable on white). */
const INDEX_COLOUR: Readonly<Record<GermanSuit, string>> = {
	herz: RED,
	schellen: '#d15d00',
	laub: '#1e7a32',
	eichel: '#6b3f18'
};

/** Main colour of a suit (index ink; Schellen: a deep orange-gold readable on white). */
export function germanSuitColour(suit: GermanSuit): string {
	return INDEX_COLOUR[suit];
}

// ---------------------------------------------------------------------------
// Suit signs, drawn in a 100×100 box centred on (0,0), upright (stems down).

const HEART =
	'M0 44C-12 32-48 10-48-16C-48-36-34-47-21-47C-10-47-3-40 0-31C3-40 10-47 21-47C34-47 48-36 48-16C48 10 12 32 0 44Z';
const HEART_SHADE = 'M0 44C12 32 48 10 48-16C48-36 34-47 21-47C31-41 38-31 38-16C38 6 16 28 0 44Z';

const BELL_BODY = circlePath(0, 6, 38);
const BELL_RING = 'M-4-30V-36A7 7 0 1 1 4-36V-30Z';
const BELL_BAND = 'M-35.71 -7Q0 1 35.71 -7A38 38 0 0 1 37.99 7Q0 15 -37.99 7A38 38 0 0 1 -35.71 -7Z';
/** Sound slot: a slit up from the bottom ending in a round hole. */
const BELL_SLOT = 'M-3 44V30A7 7 0 1 1 3 30V44Z';
const BELL_SHADE_D = 'M0-32A38 38 0 0 1 0 44A29 38 0 0 0 0-32Z';

const LEAF_BLADE =
	'M0-50C8-38 40-22 41 4C42 24 24 36 8 36C4 36 1 34 0 31C-1 34-4 36-8 36C-24 36-42 24-41 4C-40-22-8-38 0-50Z';
const LEAF_STEM = 'M-2.5 30C-2 39 1 45 6 50L10 47C5 42 3 37 3 30Z';
const LEAF_SHADE_D = 'M0-50C8-38 40-22 41 4C42 24 24 36 8 36C4 36 1 34 0 31Z';
const LEAF_VEINS =
	'M0-42V30M0-24Q10-26 20-33M0-6Q15-8 29-17M0 12Q17 11 31 1M0-24Q-10-26-20-33M0-6Q-15-8-29-17M0 12Q-17 11-31 1';

const NUT_BODY =
	'M0-54C2-52 2-50 4-49C14-45 27-32 27-10V4H-27V-10C-27-32-14-45-4-49C-2-50-2-52 0-54Z';
const NUT_SHADE_D = 'M4-49C14-45 27-32 27-10V4H14V-10C14-30 10-42 4-49Z';
const NUT_SHINE = 'M-17-12C-17-26-12-36-6-41';
const CUP_BODY = 'M-31 0C-31-5 31-5 31 0C31 20 17 32 0 32C-17 32-31 20-31 0Z';
const CUP_SHADE_D = 'M31 0C31 20 17 32 0 32C10 28 18 18 19 0Z';
const CUP_RIM = 'M-31 0C-31-6 31-6 31 0C31 5-31 5-31 0Z';
const ACORN_STEM = 'M-2.5 30C-3 39-6 45-11 50L-7 52C-2 46 2 40 2.5 30Z';

/** Cup scales: little arcs in staggered rows. */
const CUP_SCALES = ((): string => {
	const rows: Array<[number, number]> = [
		[9, 25],
		[16, 22],
		[23, 15]
	];
	const out: string[] = [];
	rows.forEach(([y, half], i) => {
		const off = i % 2 === 0 ? 0 : 5;
		for (let x = -half + off; x <= half - 4; x += 10) out.push(`M${x} ${y}q4 4 8 0`);
	});
	return out.join('');
})();

/** One-path silhouettes (stems included) for monochrome icons. */
const SILHOUETTE: Readonly<Record<GermanSuit, string>> = {
	herz: HEART,
	schellen: BELL_BODY + BELL_RING,
	laub: LEAF_BLADE + LEAF_STEM,
	eichel: NUT_BODY + CUP_BODY + ACORN_STEM
};

/**
 * Raw path data of a German suit sign's silhouette in a 100×100 box centred on
 * the origin (fill it with one colour, nonzero rule) – for monochrome icons.
 */
export function germanSuitPathData(suit: GermanSuit): string {
	return SILHOUETTE[suit];
}

type Detail = 'small' | 'full';

/** The coloured suit sign in its 100×100 local box (no transform). */
function signArt(suit: GermanSuit, detail: Detail): string {
	const full = detail === 'full';
	switch (suit) {
		case 'herz':
			return (
				`<path d="${HEART}" fill="${RED}"/>` +
				`<path d="${HEART_SHADE}" fill="${RED_DARK}"/>` +
				(full
					? `<path d="M-36-18C-37-30-30-38-21-38" fill="none" stroke="${tint(RED, 0.45)}" stroke-width="5" stroke-linecap="round"/>`
					: '') +
				`<path d="${HEART}" fill="none" stroke="${shade(RED_DARK, 0.7)}" stroke-width="${full ? 2.5 : 3}"/>`
			);
		case 'schellen':
			return (
				`<path d="${BELL_RING}" fill="${BELL}" stroke="${BELL_LINE}" stroke-width="3"/>` +
				`<path d="${BELL_BODY}" fill="${BELL}"/>` +
				`<path d="${BELL_SHADE_D}" fill="${BELL_SHADE}"/>` +
				(full ? `<circle cx="-17" cy="-15" r="6" fill="#fde8a8"/>` : '') +
				`<path d="${BELL_BAND}" fill="${RED}" stroke="${BELL_LINE}" stroke-width="2"/>` +
				(full ? `<path d="M-37 0Q0 8 37 0" fill="none" stroke="${RED_DARK}" stroke-width="2"/>` : '') +
				`<path d="${BELL_SLOT}" fill="${BELL_LINE}"/>` +
				`<path d="${BELL_BODY}" fill="none" stroke="${BELL_LINE}" stroke-width="${full ? 2.5 : 3}"/>`
			);
		case 'laub':
			return (
				`<path d="${LEAF_STEM}" fill="${LEAF_LINE}"/>` +
				`<path d="${LEAF_BLADE}" fill="${LEAF}"/>` +
				`<path d="${LEAF_SHADE_D}" fill="${LEAF_SHADE}"/>` +
				`<path d="${full ? LEAF_VEINS : 'M0-40V30'}" fill="none" stroke="#b7e39c" stroke-width="${full ? 2.5 : 4}" stroke-linecap="round"/>` +
				`<path d="${LEAF_BLADE}" fill="none" stroke="${LEAF_LINE}" stroke-width="${full ? 2.5 : 3}"/>`
			);
		case 'eichel':
			return (
				`<path d="${ACORN_STEM}" fill="${STEM}"/>` +
				`<path d="${NUT_BODY}" fill="${NUT}"/>` +
				`<path d="${NUT_SHADE_D}" fill="${NUT_SHADE}"/>` +
				(full
					? `<path d="${NUT_SHINE}" fill="none" stroke="#ecc27e" stroke-width="4" stroke-linecap="round"/>`
					: '') +
				`<path d="${NUT_BODY}" fill="none" stroke="${NUT_LINE}" stroke-width="${full ? 2.5 : 3}"/>` +
				`<path d="${CUP_BODY}" fill="${CUP}"/>` +
				`<path d="${CUP_SHADE_D}" fill="${CUP_SHADE}"/>` +
				(full ? `<path d="${CUP_SCALES}" fill="none" stroke="${CUP_LINE}" stroke-width="2" stroke-linecap="round"/>` : '') +
				`<path d="${CUP_RIM}" fill="#85b24a" stroke="${CUP_LINE}" stroke-width="2"/>` +
				`<path d="${CUP_BODY}" fill="none" stroke="${CUP_LINE}" stroke-width="${full ? 2.5 : 3}"/>`
			);
	}
}

/** A suit sign centred at (x,y), `size` units tall, optionally upside down. */
function sign(suit: GermanSuit, x: number, y: number, size: number, detail: Detail = 'full', flip = false, cls = 'sign'): string {
	const rot = flip ? ' rotate(180)' : '';
	return `<g class="${cls}" transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})${rot}">${signArt(suit, detail)}</g>`;
}

/** A sign with a light halo, so it stands out on a picture background. */
function haloSign(suit: GermanSuit, x: number, y: number, size: number, halo: string, w = 10): string {
	return (
		`<path d="${SILHOUETTE[suit]}" transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})" fill="${halo}" stroke="${halo}" stroke-width="${w}" stroke-linejoin="round"/>` +
		sign(suit, x, y, size)
	);
}

/**
 * The coloured suit sign as a standalone square SVG icon (viewBox -55 -57 110 110,
 * the sign centred, stems included):
 * for the UI (suit pickers, trump indicator, …).
 */
export function germanSuitSignSvg(suit: GermanSuit, opts: { title?: string } = {}): string {
	return svgOpen(opts.title, '-55 -57 110 110') + signArt(suit, 'full') + '</svg>';
}

// ---------------------------------------------------------------------------
// Small drawing helpers

/** <path> with fill and optional extra attributes. */
function p(d: string, fill: string, extra = ''): string {
	return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Stroked-only <path>. */
function line(d: string, stroke: string, w: number, extra = '', cap: 'round' | 'butt' = 'round'): string {
	return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}" stroke-linecap="${cap}" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
	return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function g(transform: string, body: string, cls?: string): string {
	return `<g${cls ? ` class="${cls}"` : ''} transform="${transform}">${body}</g>`;
}

// ---------------------------------------------------------------------------
// Corner index

function corners(suit: GermanSuit, rank: GermanRank): string {
	return cornerIndices(GERMAN_RANK_INDEX[rank], INDEX_COLOUR[suit], sign(suit, INDEX_X, 83, 38, 'small'));
}

// ---------------------------------------------------------------------------
// Number cards

const COL_X: Readonly<Record<Col, number>> = { L: 75, C: 100, R: 125 };
const PIP_TOP = 42;
const PIP_BOTTOM = 238;
const PIP_SIZE = 36;

/** Württemberg: single-headed, every sign upright (stems down). */
function pipCardBody(suit: GermanSuit, rank: '7' | '8' | '9' | '10', doubleHeaded: boolean): string {
	return pipSpots(rank, COL_X, PIP_TOP, PIP_BOTTOM, (x, y, lower) =>
		sign(suit, x, y, PIP_SIZE, 'full', doubleHeaded && lower, 'pip')
	);
}

/** Doppeldeutsch 10: a small gold rosette with two sprigs between the columns. */
function tenOrnament(suit: GermanSuit): string {
	const petals = [0, 90, 180, 270]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return circlePath(100 + 5.5 * Math.cos(t), 140 + 5.5 * Math.sin(t), 4.6);
		})
		.join('');
	return (
		`<g class="rosette">` +
		line('M100 122C96 128 96 132 100 134M100 158C104 152 104 148 100 146M100 122C104 128 104 132 100 134M100 158C96 152 96 148 100 146', GOLD_DARK, 1.4) +
		p(petals, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`) +
		circle(100, 140, 3.6, INDEX_COLOUR[suit]) +
		`</g>`
	);
}

// ---------------------------------------------------------------------------
// Picture panels

/** Court/ace panel with notches cut out for the two corner indices (point-symmetric). */
const PANEL = 'M62 10H190V176H138V270H10V104H62Z';
const PANEL_INNER = 'M66 14H186V172H134V266H14V108H66Z';

function panelEdge(colour: string): string {
	return (
		p(PANEL, 'none', `stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"`) +
		p(PANEL_INNER, 'none', `stroke="${GOLD}" stroke-width="1.2" stroke-linejoin="round"`)
	);
}

// --- small scenery pieces (local coordinates, placed with g(translate …)) ---

function blossom(x: number, y: number, r: number, petal = '#f7c6d3', heart = '#e0708f'): string {
	const petals = [0, 72, 144, 216, 288]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return circlePath(x + r * Math.sin(t), y - r * Math.cos(t), r * 0.95);
		})
		.join('');
	return p(petals, petal, `stroke="${tint(heart, 0.7)}" stroke-width="0.6"`) + circle(x, y, r * 0.55, heart);
}

function smallLeaf(x: number, y: number, len: number, rot: number, fill: string): string {
	const w = len * 0.42;
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot})`,
		p(`M0 0C${n(w)} ${n(-len * 0.25)} ${n(w * 0.7)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(-w * 0.7)} ${n(-len * 0.8)} ${n(-w)} ${n(-len * 0.25)} 0 0Z`, fill)
	);
}

function daisy(x: number, y: number): string {
	const petals = [0, 45, 90, 135, 180, 225, 270, 315]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return circlePath(x + 3.4 * Math.cos(t), y + 3.4 * Math.sin(t), 2);
		})
		.join('');
	return line(`M${x} ${y + 3}V${y + 14}`, '#3f8a34', 1.4) + p(petals, '#fff', 'stroke="#d9d9d9" stroke-width="0.4"') + circle(x, y, 2.1, '#f2c12e');
}

function tulip(x: number, y: number, colour: string): string {
	return (
		line(`M${x} ${y}V${y + 20}`, '#3f8a34', 1.8) +
		p(`M${x} ${y + 16}C${x - 5} ${y + 12} ${x - 8} ${y + 7} ${x - 8} ${y + 2}C${x - 4} ${y + 5} ${x - 1} ${y + 10} ${x} ${y + 14}Z`, '#57a13e') +
		p(`M${x - 5} ${y}C${x - 6} ${y - 7} ${x - 5} ${y - 10} ${x - 3} ${y - 11}L${x} ${y - 7}L${x + 3} ${y - 11}C${x + 5} ${y - 10} ${x + 6} ${y - 7} ${x + 5} ${y}C${x + 4} ${y + 3} ${x - 4} ${y + 3} ${x - 5} ${y}Z`, colour) +
		p(`M${x} ${y - 7}L${x + 3} ${y - 11}C${x + 5} ${y - 10} ${x + 6} ${y - 7} ${x + 5} ${y}C${x + 4} ${y + 3} ${x + 1} ${y + 2} ${x} ${y + 2}Z`, shade(colour, 0.82))
	);
}

function poppy(x: number, y: number): string {
	return (
		line(`M${x} ${y}V${y + 16}`, '#4f7f2c', 1.3) +
		p(`${circlePath(x - 3, y, 4)}${circlePath(x + 3, y, 4)}${circlePath(x, y - 3, 4)}`, '#d8242b') +
		circle(x, y - 1, 1.6, '#2a1a1a')
	);
}

function cornflower(x: number, y: number): string {
	const rays = [0, 60, 120, 180, 240, 300]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return `M${x} ${y}L${n(x + 4.5 * Math.cos(t))} ${n(y + 4.5 * Math.sin(t))}`;
		})
		.join('');
	return line(`M${x} ${y}V${y + 15}`, '#4f7f2c', 1.2) + line(rays, '#3a6fd1', 2.4) + circle(x, y, 1.4, '#23408f');
}

function wheatEar(x: number, y: number, h: number, rot: number): string {
	const grains: string[] = [];
	const awns: string[] = [];
	for (let i = 0; i < 5; i++) {
		const gy = -h + 4 + i * 4.2;
		grains.push(
			`M0 ${n(gy + 3)}C-4 ${n(gy + 1)}-5 ${n(gy - 3)}-3 ${n(gy - 5)}C-1 ${n(gy - 3)} 0 ${n(gy)} 0 ${n(gy + 3)}Z`,
			`M0 ${n(gy + 3)}C4 ${n(gy + 1)} 5 ${n(gy - 3)} 3 ${n(gy - 5)}C1 ${n(gy - 3)} 0 ${n(gy)} 0 ${n(gy + 3)}Z`
		);
		awns.push(`M-3 ${n(gy - 4)}L-7 ${n(gy - 12)}M3 ${n(gy - 4)}L7 ${n(gy - 12)}`);
	}
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot})`,
		line(`M0 0V${n(-h + 8)}`, '#c7962f', 1.6) +
			line(awns.join('') + `M0 ${n(-h + 2)}V${n(-h - 8)}`, '#d9ad4a', 0.7) +
			p(grains.join(''), '#e6b845', 'stroke="#b8862b" stroke-width="0.6"')
	);
}

function snowflake(x: number, y: number, r: number, colour = '#fff'): string {
	const d: string[] = [];
	for (let k = 0; k < 6; k++) {
		const t = (k * Math.PI) / 3;
		const c = Math.cos(t);
		const s = Math.sin(t);
		const px = (u: number, v: number): string => `${n(x + u * c - v * s)} ${n(y + u * s + v * c)}`;
		d.push(`M${px(0, 0)}L${px(r, 0)}`, `M${px(r * 0.55, 0)}L${px(r * 0.85, r * 0.28)}M${px(r * 0.55, 0)}L${px(r * 0.85, -r * 0.28)}`);
	}
	return line(d.join(''), colour, Math.max(1, r * 0.16));
}

/** Bare branch with snow along its top. segs: main stroke then twigs. */
function snowyBranch(d: string, w: number, snow: string): string {
	return line(d, '#5b4334', w) + line(snow, '#fff', w * 0.7);
}

function bird(x: number, y: number): string {
	// a little robin perched, facing left
	return g(
		`translate(${x} ${y})`,
		line('M-2 8L-3 13M3 8L3 13', '#6b4a30', 1.2) +
			p('M-10 0C-10-7-4-11 2-10C8-9 12-5 14-1L25 2L23 6L12 4C8 9 2 10-3 9C-8 8-10 4-10 0Z', '#7d5c3b') +
			p('M-11-2C-12 4-8 9-2 9C-5 5-6 0-6-4Z', '#e2572b') +
			circle(-7, -6, 6.2, '#7d5c3b') +
			p('M-13-7C-13-3-11 0-7 0C-9-2-10-4-10-7Z', '#e2572b') +
			p('M-13-8L-18-6.5L-13-5Z', '#3a2718') +
			circle(-9, -8, 1.3, '#1a1a1a') +
			line('M0-3C4-4 8-3 11 0', '#5e4329', 1)
	);
}

function swallow(x: number, y: number, rot: number, s: number): string {
	return g(
		`translate(${x} ${y}) rotate(${rot}) scale(${s})`,
		p('M-2-1C-10-9-20-12-30-11C-21-7-12-2-5 3Z', '#24385c') +
			p('M2-1C8-12 17-18 28-19C20-12 13-4 6 3Z', '#2d4673') +
			p('M-9 0C-6-4 2-4 8 0C13 3 18 7 26 10C19 10 14 9 10 7C14 11 17 15 20 20C13 16 8 12 4 9C-2 9-7 5-9 0Z', '#24385c') +
			p('M-9 0C-8 3-6 5-3 6C-4 3-4 1-4-1Z', '#d84b2a') +
			circle(-5, -1, 0.9, '#fff')
	);
}

function sun(x: number, y: number, r: number): string {
	const rays: string[] = [];
	for (let k = 0; k < 12; k++) {
		const t = (k * Math.PI) / 6;
		const a = (u: number, v: number): string =>
			`${n(x + u * Math.cos(t) - v * Math.sin(t))} ${n(y + u * Math.sin(t) + v * Math.cos(t))}`;
		rays.push(`M${a(r + 2, -4)}L${a(r + (k % 2 ? 9 : 14), 0)}L${a(r + 2, 4)}Z`);
	}
	return (
		p(rays.join(''), '#f5a524') +
		circle(x, y, r + 1.5, '#f6b32b') +
		circle(x, y, r, '#fcd54a') +
		circle(x - r * 0.3, y - r * 0.3, r * 0.35, '#fde68a')
	);
}

function cloud(x: number, y: number, s: number): string {
	return p(
		`M${n(x - 16 * s)} ${n(y + 6 * s)}C${n(x - 22 * s)} ${n(y + 6 * s)} ${n(x - 22 * s)} ${n(y - 3 * s)} ${n(x - 14 * s)} ${n(y - 2 * s)}` +
			`C${n(x - 14 * s)} ${n(y - 10 * s)} ${n(x - 3 * s)} ${n(y - 12 * s)} ${n(x)} ${n(y - 5 * s)}` +
			`C${n(x + 4 * s)} ${n(y - 11 * s)} ${n(x + 15 * s)} ${n(y - 9 * s)} ${n(x + 14 * s)} ${n(y - 1 * s)}` +
			`C${n(x + 22 * s)} ${n(y - 1 * s)} ${n(x + 22 * s)} ${n(y + 6 * s)} ${n(x + 16 * s)} ${n(y + 6 * s)}Z`,
		'#fff'
	);
}

function grapes(x: number, y: number): string {
	const rows = [4, 4, 3, 3, 2, 1];
	const out: string[] = [];
	rows.forEach((k, i) => {
		for (let j = 0; j < k; j++) {
			const gx = x + (j - (k - 1) / 2) * 7.2;
			const gy = y + i * 6.4;
			out.push(circle(gx, gy, 4.1, '#5a2a6e', 'stroke="#3b1748" stroke-width="0.8"'), circle(gx - 1.3, gy - 1.4, 1.2, '#9a6bb0'));
		}
	});
	return line(`M${x} ${y - 4}C${x} ${y - 10} ${x + 3} ${y - 14} ${x + 6} ${y - 18}`, '#6b4a30', 1.8) + out.join('');
}

/** A five-lobed vine leaf, ~2·r wide. */
function vineLeaf(x: number, y: number, r: number, rot: number, fill: string): string {
	const d =
		'M0 10C-3 7-9 9-12 6C-10 4-13 0-16-2C-12-3-12-8-14-11C-9-10-6-12-5-16C-2-13 2-13 5-16C6-12 9-10 14-11C12-8 12-3 16-2C13 0 10 4 12 6C9 9 3 7 0 10Z';
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(r / 16)})`,
		p(d, fill, `stroke="${shade(fill, 0.7)}" stroke-width="1"`) + line('M0 10V-10M0 2L-11-6M0 2L11-6', shade(fill, 0.72), 1)
	);
}

const OAK_LEAF =
	'M0-48C6-47 9-41 6-36C12-38 17-34 15-28C11-26 9-24 11-20C17-22 23-18 21-11C17-9 13-8 15-4C21-4 25 2 21 8C15 8 11 10 11 14C15 18 13 24 7 24C5 28 3 32 2 38L3 50H-3L-2 38C-3 32-5 28-7 24C-13 24-15 18-11 14C-11 10-15 8-21 8C-25 2-21-4-15-4C-13-8-17-9-21-11C-23-18-17-22-11-20C-9-24-11-26-15-28C-17-34-12-38-6-36C-9-41-6-47 0-48Z';

function fallingLeaf(x: number, y: number, s: number, rot: number, fill: string, oak = false): string {
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(s / 100)})`,
		p(oak ? OAK_LEAF : LEAF_BLADE + LEAF_STEM, fill, `stroke="${shade(fill, 0.65)}" stroke-width="3"`) +
			line(oak ? 'M0-40V40M0-20L10-26M0-4L14-8M0 10L12 14M0-20L-10-26M0-4L-14-8M0 10L-12 14' : LEAF_VEINS, shade(fill, 0.72), 2.5)
	);
}

// --- the four seasons ---

/** The motifs each season's Ace is built from (marked with class="motif-…"). */
export const SEASON_MOTIFS: Readonly<Record<'spring' | 'summer' | 'autumn' | 'winter', readonly string[]>> = {
	spring: ['blossom', 'bird', 'flowers'],
	summer: ['sun', 'wheat', 'poppies'],
	autumn: ['grapes', 'falling-leaves'],
	winter: ['snowflakes', 'bare-branches', 'snow']
};

function motif(name: string, body: string): string {
	return `<g class="motif-${name}">${body}</g>`;
}

const CENTRE_SIGN = 84;

function seasonSpring(): string {
	const meadow = [22, 38, 56, 76, 96, 114, 128];
	return (
		p(PANEL, '#e6f2f7') +
		p('M10 204C36 188 66 194 92 202C110 196 126 192 138 194V270H10Z', '#bfe0a1') +
		p('M10 226C44 214 90 220 138 212V270H10Z', '#7cbf57') +
		p('M10 248C50 238 96 244 138 236V270H10Z', '#69b04a') +
		// a flowering branch from the right edge
		motif(
			'blossom',
			line('M190 78C170 70 150 60 134 48C120 38 106 31 90 29', '#6b4a30', 4.5) +
				line('M150 60C152 48 158 41 168 36M120 39C118 30 121 23 128 18M172 72C176 80 182 84 188 86', '#6b4a30', 2.2) +
				smallLeaf(104, 32, 12, -60, '#72c04f') +
				smallLeaf(140, 52, 11, 200, '#72c04f') +
				smallLeaf(162, 68, 12, 150, '#5fae43') +
				smallLeaf(178, 73, 10, 30, '#72c04f') +
				smallLeaf(128, 20, 10, 50, '#72c04f') +
				blossom(90, 29, 4.6) +
				blossom(128, 21, 4.2) +
				blossom(168, 35, 4.6) +
				blossom(114, 36, 3.6, '#fde3ea') +
				blossom(152, 64, 3.8, '#fde3ea') +
				blossom(180, 86, 4.2) +
				blossom(74, 24, 3.4, '#fde3ea')
		) +
		// a robin on the branch, swallows back from the south
		motif('bird', bird(146, 48) + swallow(40, 128, -14, 0.78) + swallow(166, 110, 10, 0.62)) +
		motif(
			'flowers',
			meadow
				.map((x, i) =>
					i % 3 === 1 ? tulip(x, 236 + (i % 2) * 8, i % 2 ? '#e8443a' : '#f2b632') : daisy(x, 240 + (i % 2) * 10)
				)
				.join('') +
				tulip(24, 206, '#e8443a') +
				tulip(44, 212, '#f2b632')
		)
	);
}

function seasonSummer(): string {
	return (
		p(PANEL, '#cfe7f6') +
		motif('sun', sun(150, 54, 18)) +
		cloud(92, 40, 1) +
		cloud(174, 110, 0.7) +
		p('M10 198C40 186 74 190 100 196C116 190 128 188 138 189V270H10Z', '#9fce6d') +
		p('M10 214C44 204 92 210 138 202V270H10Z', '#e8c05a') +
		line('M14 228C50 220 96 224 134 218M12 244C52 236 96 240 136 234M12 260C52 252 96 256 136 250', '#d3a540', 1.6) +
		// wheat in the field, a sheaf in the left strip
		motif(
			'wheat',
			[18, 28, 38, 48].map((x, i) => wheatEar(x, 212 - (i % 2) * 6, 44, (i - 1.5) * 7)).join('') +
				[70, 82, 118, 128].map((x, i) => wheatEar(x, 226, 30, i % 2 ? 6 : -5)).join('') +
				g('translate(36 190)', [-16, -8, 0, 8, 16].map((r) => wheatEar(0, 0, 56, r)).join('') + p('M-6-14H6V-8H-6Z', '#b8862b'))
		) +
		motif(
			'poppies',
			poppy(32, 232) + poppy(100, 240) + poppy(60, 252) + cornflower(86, 252) + cornflower(46, 240) + cornflower(122, 246)
		)
	);
}

function seasonAutumn(): string {
	return (
		p(PANEL, '#f6e4c6') +
		p('M10 200C40 188 72 192 100 200C116 194 128 190 138 191V270H10Z', '#dca45c') +
		p('M10 222C44 212 90 218 138 210V270H10Z', '#c27a3c') +
		// grape vine hanging from the top right
		motif(
			'grapes',
			line('M190 30C172 34 156 30 140 23C126 17 110 19 98 27', '#6b4a30', 3.5) +
				line('M126 20C124 27 128 31 132 29C135 27 132 23 129 25', '#6b4a30', 1) +
				vineLeaf(164, 33, 15, 10, '#d9691c') +
				vineLeaf(118, 30, 12, -20, '#b8322a') +
				vineLeaf(176, 50, 10, 40, '#e0a526') +
				grapes(146, 44) +
				grapes(100, 39)
		) +
		// leaves falling and lying
		'<g class="motif-falling-leaves">' +
		fallingLeaf(82, 68, 26, 35, '#e07b1a', true) +
		fallingLeaf(34, 126, 28, -50, '#c0392b') +
		fallingLeaf(40, 176, 26, 70, '#e8b820', true) +
		fallingLeaf(168, 96, 26, -25, '#b8322a', true) +
		fallingLeaf(164, 148, 22, 50, '#e8a020') +
		fallingLeaf(24, 214, 22, 20, '#9a5b2a', true) +
		fallingLeaf(44, 246, 26, 80, '#e07b1a') +
		fallingLeaf(82, 252, 24, -70, '#b8322a', true) +
		fallingLeaf(114, 238, 22, 110, '#e8b820') +
		fallingLeaf(126, 258, 18, 30, '#8c4a1f', true) +
		'</g>'
	);
}

function seasonWinter(): string {
	const flakes: Array<[number, number, number]> = [
		[86, 30, 6], [120, 58, 5], [176, 28, 7], [160, 84, 5], [30, 124, 6], [50, 162, 4.5],
		[172, 130, 6], [154, 160, 4], [24, 184, 4.5], [100, 72, 4], [138, 28, 4], [70, 84, 5]
	];
	return (
		p(PANEL, '#c2d6ea') +
		motif(
			'snow',
			p('M10 206C40 194 80 198 104 206C118 200 130 197 138 198V270H10Z', '#e4edf6') +
				p('M10 226C44 216 90 222 138 214V270H10Z', '#fbfdff') +
				line('M20 240C40 236 60 238 74 242M88 252C104 248 118 249 130 252', '#d6e2ef', 2)
		) +
		// a bare tree at the left, a snowy branch from the top right
		motif(
			'bare-branches',
			p('M20 230C25 200 27 160 29 130C30 120 30 112 30 105H38C38 112 38 120 39 130C40 160 42 200 48 230Z', '#5b4334') +
				p('M33 105H37C38 140 40 180 44 226H40C37 180 35 140 33 105Z', '#4a3529') +
				snowyBranch('M38 168C46 158 52 148 58 134M59 136C62 130 64 126 64 120M30 146C24 138 18 132 12 128M39 196C46 192 52 186 56 176M31 122C26 116 22 112 16 110', 3.2, 'M39 165C46 156 51 148 56 137M30 143C24 136 19 132 14 129') +
				p('M30 105C31 101 37 101 38 105Z', '#fff') +
				snowyBranch('M190 50C170 46 150 40 128 28C118 22 106 20 94 22M150 41C146 32 148 24 154 18M120 25C116 19 111 16 106 15M172 46C176 58 180 64 186 68', 3.5, 'M186 47C170 43 150 37 130 25M150 38C147 31 148 25 152 20')
		) +
		motif('snowflakes', flakes.map(([x, y, r]) => snowflake(x, y, r)).join(''))
	);
}

function aceSeason(suit: GermanSuit): string {
	const season = ACE_SEASON[suit];
	const scene =
		season === 'spring'
			? seasonSpring()
			: season === 'summer'
				? seasonSummer()
				: season === 'autumn'
					? seasonAutumn()
					: seasonWinter();
	// winter: a cap of snow on the acorn
	const snowCap =
		season === 'winter'
			? g(
					`translate(100 140) scale(${n(CENTRE_SIGN / 100)})`,
					p('M-20-40C-12-52 10-56 22-42C24-38 18-36 14-38C10-34 4-38 0-35C-4-38-10-34-14-37C-18-35-22-37-20-40Z', '#fff', `stroke="#cbd9e8" stroke-width="1.5"`)
				)
			: '';
	return (
		`<g class="season season-${season}" data-season="${season}">${scene}</g>` +
		haloSign(suit, 100, 140, CENTRE_SIGN, '#fffdf5', 12) +
		snowCap +
		panelEdge(INDEX_COLOUR[suit])
	);
}

// --- Württemberg Daus: the sign in a crowned cartouche ---

function crownShape(x: number, y: number, s: number, velvet: string): string {
	return g(
		`translate(${n(x)} ${n(y)}) scale(${n(s)})`,
		p('M-15-4C-15-18-8-24 0-24C8-24 15-18 15-4Z', velvet) +
			line('M0-24V-6M-13-8C-12-16-7-22 0-24C7-22 12-16 13-8', GOLD, 2.2) +
			p('M-18 0L-20-12L-12-6L-6-16L0-8L6-16L12-6L20-12L18 0Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2" stroke-linejoin="round"`) +
			p('M-18 0H18V6H-18Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2"`) +
			circle(0, 3, 1.8, RED) +
			circle(-10, 3, 1.5, '#2a5aa0') +
			circle(10, 3, 1.5, '#2a5aa0') +
			circle(0, -28, 3.2, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`) +
			line('M0-31V-37M-2.6-34.5H2.6', GOLD_DARK, 1.4) +
			circle(-20, -13, 1.8, '#fff') +
			circle(20, -13, 1.8, '#fff') +
			circle(-6, -17, 1.6, '#fff') +
			circle(6, -17, 1.6, '#fff')
	);
}

/** A laurel spray growing from the bottom of the cartouche up one side. */
function laurel(side: 1 | -1, colour: string): string {
	const rx = 62;
	const ry = 88;
	const at = (t: number): [number, number] => [100 + side * rx * Math.sin(t), 140 + ry * Math.cos(t)];
	const leaves: string[] = [];
	const stem: string[] = [];
	for (let i = 0; i <= 10; i++) {
		const t = 0.18 + i * 0.1;
		const [x, y] = at(t);
		stem.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
		if (i % 2 === 1 || i === 10) {
			// direction of growth (increasing t), in degrees; leaves point along it
			const dx = side * rx * Math.cos(t);
			const dy = -ry * Math.sin(t);
			const deg = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
			const size = 13 - i * 0.4;
			leaves.push(smallLeaf(x, y, size, deg - 38, colour), smallLeaf(x, y, size, deg + 38, tint(colour, 0.78)));
		}
	}
	return line(stem.join(''), shade(colour, 0.75), 1.8) + leaves.join('');
}

/** Size of the Daus sign in its cartouche (the wide heart a little smaller). */
const DAUS_SIZE: Readonly<Record<GermanSuit, number>> = { herz: 86, schellen: 92, laub: 96, eichel: 96 };

function wbDaus(suit: GermanSuit): string {
	const ink = INDEX_COLOUR[suit];
	return (
		`<g class="cartouche">` +
		p('M100 58C136 58 156 96 156 140C156 184 136 222 100 222C64 222 44 184 44 140C44 96 64 58 100 58Z', '#fbf4e1', `stroke="${GOLD}" stroke-width="3"`) +
		p('M100 67C129 67 147 101 147 140C147 179 129 213 100 213C71 213 53 179 53 140C53 101 71 67 100 67Z', 'none', `stroke="${ink}" stroke-width="1.3"`) +
		// scrolls at the sides
		line('M44 140C36 132 36 122 44 120C50 119 51 127 46 128M156 140C164 148 164 158 156 160C150 161 149 153 154 152', GOLD_DARK, 2.2) +
		line('M44 140C36 148 36 158 44 160C50 161 51 153 46 152M156 140C164 132 164 122 156 120C150 119 149 127 154 128', GOLD_DARK, 2.2) +
		p(
			Array.from({ length: 36 }, (_, i) => {
				const t = (i * Math.PI) / 18;
				return circlePath(100 + 52.5 * Math.sin(t), 140 + 78.5 * Math.cos(t), 1.3);
			}).join(''),
			GOLD
		) +
		laurel(1, '#4e8a3a') +
		laurel(-1, '#4e8a3a') +
		line('M94 226C97 232 103 232 106 226', GOLD_DARK, 2) +
		circle(100, 229, 3.2, RED, `stroke="${GOLD_DARK}" stroke-width="1"`) +
		crownShape(100, 56, 1.15, RED) +
		`</g>` +
		sign(suit, 100, 142, DAUS_SIZE[suit])
	);
}

// ---------------------------------------------------------------------------
// Court cards

type Court = 'U' | 'O' | 'K';

interface Garb {
	/** coat / doublet */
	main: string;
	/** sleeves, slashes, hose */
	second: string;
	/** hat (Ober/Unter) */
	hat: string;
	/** plumes */
	plume: string;
	/** panel background */
	ground: string;
}

const DD_GARB: Readonly<Record<GermanSuit, Garb>> = {
	herz: { main: RED, second: '#e8b423', hat: '#2b2b33', plume: '#fff', ground: '#f8f1e2' },
	schellen: { main: '#eeae1a', second: RED, hat: RED, plume: '#fff', ground: '#f8f1e2' },
	laub: { main: '#2f8a3a', second: '#e8b423', hat: '#2f8a3a', plume: RED, ground: '#f8f1e2' },
	eichel: { main: '#a8682b', second: '#5e8c2c', hat: '#5e8c2c', plume: '#e8b423', ground: '#f8f1e2' }
};

const WB_GARB: Readonly<Record<GermanSuit, Garb>> = {
	herz: { main: '#b81430', second: '#2a5a9e', hat: '#b81430', plume: '#fff', ground: '#e9f1f6' },
	schellen: { main: '#e9a612', second: '#2e6e46', hat: '#2e6e46', plume: RED, ground: '#e9f1f6' },
	laub: { main: '#2a7b3b', second: '#b81430', hat: '#b81430', plume: '#fff', ground: '#e9f1f6' },
	eichel: { main: '#97602a', second: '#2a5a9e', hat: '#2a5a9e', plume: '#e8b423', ground: '#e9f1f6' }
};

const HAIR: Readonly<Record<Court, string>> = { K: '#e9e3d8', O: '#6b4226', U: '#c08a32' };

// --- head in local coordinates: face centre (0,0), face 28 wide, 34 tall ---

function headBack(who: Court): string {
	const hair = HAIR[who];
	switch (who) {
		case 'K':
			return p('M-17-6C-20 10-19 24-15 34H15C19 24 20 10 17-6Z', hair, 'stroke="#c9c0b1" stroke-width="1"');
		case 'O':
			return p('M-15-8C-17 2-16 10-13 15L-10 2ZM15-8C17 2 16 10 13 15L10 2Z', hair);
		case 'U':
			return p('M-16-8C-18 6-17 15-13 20C-11 14-11 6-11-2ZM16-8C18 6 17 15 13 20C11 14 11 6 11-2Z', hair);
	}
}

function face(who: Court): string {
	const hair = HAIR[who];
	const brow = who === 'K' ? '#b8ae9f' : shade(hair, 0.8);
	let out =
		p('M-17 0C-17 3-15 6-13 6L-13-2Z', SKIN_SHADE) +
		p('M17 0C17 3 15 6 13 6L13-2Z', SKIN_SHADE) +
		`<ellipse cx="0" cy="0" rx="14" ry="17" fill="${SKIN}"/>` +
		circle(-7.5, 6, 3, '#f1b9a3') +
		circle(7.5, 6, 3, '#f1b9a3') +
		circle(-5.5, -2, 1.8, FEATURE) +
		circle(5.5, -2, 1.8, FEATURE) +
		line('M-8.5-6.5Q-5.5-9-2.8-7M2.8-7Q5.5-9 8.5-6.5', brow, 1.5) +
		line('M0.5-1Q2.2 4 -0.6 5.4', SKIN_SHADE, 1.4);
	switch (who) {
		case 'K':
			out +=
				p('M-14 2C-15 18-9 32 0 40C9 32 15 18 14 2C11 9 7 12 3 12H-3C-7 12-11 9-14 2Z', hair, 'stroke="#c9c0b1" stroke-width="1"') +
				line('M-6 18C-5 24-3 30 0 34M6 18C5 24 3 30 0 34M0 16V30', '#cfc6b8', 1) +
				p('M-10 10C-6 6-2 7 0 8.5C2 7 6 6 10 10C6 10.5 2 10 0 11.5C-2 10-6 10.5-10 10Z', '#d8d0c3');
			break;
		case 'O':
			out +=
				line('M-3 12.5Q0 13.5 3 12.5', '#a0463c', 1.4) +
				p('M-12 7C-9 9-4 6 0 8C4 6 9 9 12 7C11 10 5 11 0 10C-5 11-11 10-12 7Z', hair) +
				p('M-3.5 14Q0 25 3.5 14Q0 16-3.5 14Z', hair);
			break;
		case 'U':
			out += line('M-3.5 10Q0 12.5 3.5 10', '#a0463c', 1.5);
			break;
	}
	return out;
}

function crownHat(velvet: string): string {
	return (
		p('M-15-18C-15-31-8-36 0-36C8-36 15-31 15-18Z', velvet) +
		line('M0-36V-22M-13-22C-12-30-7-34 0-36C7-34 12-30 13-22', GOLD, 2) +
		p('M-17-18L-20-30L-12-25L-6-33L0-27L6-33L12-25L20-30L17-18Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2" stroke-linejoin="round"`) +
		p('M-18-19H18V-11H-18Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2"`) +
		circle(0, -15, 2.2, RED) +
		circle(-10, -15, 1.8, '#2a5aa0') +
		circle(10, -15, 1.8, '#2a5aa0') +
		circle(-20, -31, 2, '#fff') +
		circle(20, -31, 2, '#fff') +
		circle(-6, -34, 1.8, '#fff') +
		circle(6, -34, 1.8, '#fff') +
		circle(0, -39.5, 3.2, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`) +
		line('M0-42.5V-47M-2.6-44.8H2.6', GOLD_DARK, 1.5)
	);
}

/** Outline colour for a plume (white plumes get a soft grey). */
function plumeLine(c: string): string {
	return c === '#fff' ? '#9aa0a8' : shade(c, 0.7);
}

/** Landsknecht's broad slashed beret with plumes (Ober). */
function barett(garb: Garb): string {
	const dark = shade(garb.hat, 0.7);
	return (
		p('M-4-24C-16-32-28-36-42-35C-34-31-24-28-10-21Z', garb.plume, `stroke="${plumeLine(garb.plume)}" stroke-width="1"`) +
		line('M-14-27L-16-31M-22-30L-25-33M-30-32L-33-35M-14-27L-15-24M-22-30L-24-27M-30-32L-33-30', plumeLine(garb.plume), 0.8) +
		p('M-2-27C-10-38-22-44-36-44C-28-39-18-34-8-24Z', garb.second, `stroke="${plumeLine(garb.second)}" stroke-width="1"`) +
		p('M-14-17C-16-27-6-33 4-32C14-31 20-25 19-17Z', garb.hat) +
		`<ellipse cx="2" cy="-17" rx="25" ry="6.5" transform="rotate(-6 2 -17)" fill="${garb.hat}" stroke="${dark}" stroke-width="1.2"/>` +
		line('M-14-16.5L-12-20M-6-18L-5-22M2-19L2.5-23M10-20L10-24M17-20.5L16-24', garb.second, 2)
	);
}

/** Smaller soft cap with one feather (Unter). */
function unterCap(garb: Garb): string {
	return (
		p('M6-26C12-35 19-40 28-42C24-37 19-31 12-25Z', garb.plume, `stroke="${plumeLine(garb.plume)}" stroke-width="1"`) +
		line('M12-31L16-30M17-35L21-34M12-31L11-35M17-35L17-39', plumeLine(garb.plume), 0.8) +
		p('M-16-13C-18-26-7-33 4-31C13-30 18-23 17-13C8-17-6-17-16-13Z', garb.hat, `stroke="${shade(garb.hat, 0.7)}" stroke-width="1"`) +
		p('M-16-13C-6-17 8-17 17-13L17-10C8-14-6-14-16-10Z', garb.second)
	);
}

function head(who: Court, garb: Garb): string {
	const hat = who === 'K' ? crownHat(garb.main) : who === 'O' ? barett(garb) : unterCap(garb);
	return headBack(who) + face(who) + hat;
}

// --- props ---

function sword(x: number, yHilt: number, yTip: number): string {
	const dir = yTip < yHilt ? -1 : 1;
	return (
		p(`M${x - 3} ${yHilt + dir * 5}L${x - 3} ${yTip - dir * 8}L${x} ${yTip}L${x + 3} ${yTip - dir * 8}L${x + 3} ${yHilt + dir * 5}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		line(`M${x} ${yHilt + dir * 7}V${yTip - dir * 10}`, '#aeb6bf', 0.9) +
		line(`M${x - 10} ${yHilt + dir * 4}H${x + 10}`, GOLD_DARK, 3.4) +
		line(`M${x} ${yHilt + dir * 4}V${yHilt - dir * 8}`, '#6b4420', 3.6) +
		circle(x, yHilt - dir * 10, 3, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`)
	);
}

function halberd(x: number, yTop: number, yBottom: number): string {
	return (
		line(`M${x} ${yTop + 8}V${yBottom}`, '#7a5230', 3.2) +
		p(`M${x} ${yTop - 10}L${x + 3} ${yTop + 4}H${x - 3}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		p(`M${x + 1} ${yTop + 3}C${x + 12} ${yTop} ${x + 16} ${yTop + 6} ${x + 15} ${yTop + 16}C${x + 10} ${yTop + 12} ${x + 6} ${yTop + 12} ${x + 1} ${yTop + 14}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		p(`M${x - 1} ${yTop + 5}L${x - 9} ${yTop + 8}L${x - 1} ${yTop + 11}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		line(`M${x - 3} ${yTop + 18}H${x + 3}`, GOLD_DARK, 2.4)
	);
}

function sceptre(x: number, yTop: number, yBottom: number): string {
	return (
		line(`M${x} ${yTop + 6}V${yBottom}`, GOLD_DARK, 3.6) +
		line(`M${x} ${yTop + 6}V${yBottom}`, GOLD, 1.6) +
		p(`M${x} ${yTop - 10}C${x + 4} ${yTop - 6} ${x + 7} ${yTop - 2} ${x + 8} ${yTop + 3}C${x + 4} ${yTop + 1} ${x + 2} ${yTop + 3} ${x} ${yTop + 7}C${x - 2} ${yTop + 3} ${x - 4} ${yTop + 1} ${x - 8} ${yTop + 3}C${x - 7} ${yTop - 2} ${x - 4} ${yTop - 6} ${x} ${yTop - 10}Z`, GOLD, `stroke="${GOLD_DARK}" stroke-width="1.1"`) +
		circle(x, yTop + 9, 2.6, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`)
	);
}

function hand(x: number, y: number, r = 5.5, cuff = '#fff'): string {
	return circle(x, y, r + 1.8, cuff, 'stroke="#c9c9c9" stroke-width="0.8"') + circle(x, y, r, SKIN, `stroke="${SKIN_SHADE}" stroke-width="1"`);
}

/** A held sign: class "court-sign" (tests read its position). */
function heldSign(suit: GermanSuit, x: number, y: number, size: number): string {
	return sign(suit, x, y, size, 'full', false, 'court-sign');
}

/** Thick sleeve along d (shoulder → wrist): Landsknecht bands of `band` over `base`. */
function sleeve(d: string, base: string, band: string | null, w: number): string {
	return (
		line(d, shade(base, 0.62), w + 2.4) +
		line(d, base, w) +
		(band ? line(d, band, w - 0.6, `stroke-dasharray="${n(w * 0.34)} ${n(w * 0.42)}"`, 'butt') : '')
	);
}

function ermineDots(pts: ReadonlyArray<readonly [number, number]>): string {
	return pts.map(([x, y]) => `M${x} ${y}l-1.6 4.5h3.2Z`).join('');
}

// --- doppeldeutsch: one half (top), repeated rotated ---

const HX = 114;
const HY = 59;

/** Landsknecht doublet front: slashes, buttons, ruff (Ober & Unter). */
function doubletFront(garb: Garb, x: number, y0: number, y1: number, half: number): string {
	const bands: string[] = [];
	for (let y = y0 + 14; y < y1 - 4; y += 12) bands.push(`M${x - half + 10} ${y}H${x + half - 10}`);
	const buttons: string[] = [];
	for (let y = y0 + 12; y < y1 - 2; y += 12) buttons.push(circlePath(x, y, 1.8));
	return (
		line(bands.join(''), garb.second, 3.4) +
		line(`M${x} ${y0 + 4}V${y1}`, shade(garb.main, 0.65), 1.6) +
		p(buttons.join(''), GOLD, `stroke="${GOLD_DARK}" stroke-width="0.6"`) +
		p(
			`M${x - 18} ${y0 + 2}C${x - 16} ${y0 + 8} ${x - 10} ${y0 + 11} ${x - 6} ${y0 + 8}C${x - 4} ${y0 + 12} ${x + 4} ${y0 + 12} ${x + 6} ${y0 + 8}C${x + 10} ${y0 + 11} ${x + 16} ${y0 + 8} ${x + 18} ${y0 + 2}C${x + 12} ${y0 - 3} ${x - 12} ${y0 - 3} ${x - 18} ${y0 + 2}Z`,
			'#fff',
			'stroke="#c9c9c9" stroke-width="1"'
		)
	);
}

function ddHalf(suit: GermanSuit, who: Court, garb: Garb): string {
	const dark = shade(garb.main, 0.78);
	const torso =
		p('M100 86C88 88 72 94 67 108L64 140H164L161 108C156 94 140 88 128 86Z', garb.main) +
		p('M148 92C155 96 159 101 161 108L164 140H151C152 122 151 106 148 92Z', dark);
	const neck = p(`M${HX - 7} 68H${HX + 7}V92H${HX - 7}Z`, SKIN_SHADE);
	const headG = g(`translate(${HX} ${HY})`, head(who, garb));
	if (who === 'K') {
		const robe =
			p('M102 96L100 140H128L126 96Z', garb.second) +
			line('M104 108H124M103 120H125M102 132H126', shade(garb.second, 0.7), 1.2);
		const chest =
			p('M100 86C88 88 72 94 67 108L70 118C80 110 92 106 104 106L114 100L124 106C136 106 148 110 158 118L161 108C156 94 140 88 128 86Z', '#fff', 'stroke="#cfcfcf" stroke-width="1"') +
			p(ermineDots([[80, 106], [94, 100], [134, 100], [148, 106]]), INK) +
			line('M98 102Q114 126 130 102', GOLD, 2.2) +
			circle(HX, 124, 12, GOLD, `stroke="${GOLD_DARK}" stroke-width="1.5"`) +
			circle(HX, 124, 9.5, '#fffaf0') +
			sign(suit, HX, 124, 15, 'small');
		const sleeveCol = shade(garb.main, 0.86);
		return (
			sceptre(76, 34, 140) +
			neck +
			torso +
			robe +
			chest +
			headG +
			sleeve('M70 110C68 116 70 120 76 124', sleeveCol, null, 14) +
			hand(77, 124, 6, '#fff') +
			sleeve('M156 108C162 114 164 120 164 126', sleeveCol, null, 14) +
			hand(165, 127, 6, '#fff') +
			// the orb, held out over the background so it reads on a gold robe too
			circle(169, 113, 9, GOLD, `stroke="${GOLD_DARK}" stroke-width="1.4"`) +
			line('M160 113H178', GOLD_DARK, 1.3) +
			line('M169 104V98M166 100.5H172', GOLD_DARK, 1.6) +
			circle(166, 110, 2.3, '#f3d46a')
		);
	}
	const body = neck + torso + doubletFront(garb, HX, 86, 140, 40);
	if (who === 'O') {
		return (
			sword(78, 122, 30) +
			body +
			headG +
			sleeve('M70 108C68 116 70 120 77 122', garb.main, garb.second, 13) +
			hand(78, 122, 6) +
			sleeve('M154 100C164 94 172 86 170 70', garb.main, garb.second, 13) +
			hand(170, 64, 6) +
			heldSign(suit, 170, 38, 34)
		);
	}
	return (
		halberd(78, 30, 140) +
		body +
		headG +
		sleeve('M70 108C68 116 70 122 77 124', garb.main, garb.second, 13) +
		hand(78, 124, 6) +
		sleeve('M158 106C163 114 163 120 161 124', garb.main, garb.second, 13) +
		heldSign(suit, 171, 114, 30) +
		hand(159, 126, 6)
	);
}

function ddCourt(suit: GermanSuit, who: Court): string {
	const garb = DD_GARB[suit];
	const ink = INDEX_COLOUR[suit];
	const half = ddHalf(suit, who, garb);
	return (
		p(PANEL, garb.ground) +
		half +
		turned(half) +
		line('M10 140H190', ink, 2.4) +
		line('M10 140H190', GOLD, 0.9) +
		panelEdge(ink)
	);
}

// --- Württemberg: one full-length figure ---

/** The figure is drawn for head centre y=46 and shifted down by this much. */
const WB_DY = 8;

function wbFigure(suit: GermanSuit, who: Court, garb: Garb): string {
	const dark = shade(garb.main, 0.78);
	const x = 100;
	const ground =
		p('M10 240C50 232 100 234 138 238V270H10Z', '#d3dfbd') +
		p('M10 254C50 248 100 250 138 252V270H10Z', '#bccf9f') +
		`<ellipse cx="${x}" cy="${250 + WB_DY}" rx="36" ry="5" fill="#a3b98a"/>`;
	const neck = p('M95 56H105V74H95Z', SKIN_SHADE);
	const headG = g(`translate(${x} 46) scale(0.86)`, head(who, garb));
	const at = (body: string): string => g(`translate(0 ${WB_DY})`, body);
	if (who === 'K') {
		const robe =
			p('M84 70C72 74 66 84 64 98L58 246H142L136 98C134 84 128 74 116 70Z', garb.main) +
			p('M126 76C132 82 135 90 136 98L142 246H128C130 180 130 110 126 76Z', dark) +
			p('M92 72L100 246H108L108 72Z', garb.second) +
			line('M100 100H108M100 130H108M100 160H108M100 190H108M100 220H108', GOLD, 2) +
			p('M58 246C64 200 66 150 70 100L80 84C76 140 74 200 76 246Z', '#fff', 'stroke="#cfcfcf" stroke-width="1"') +
			p('M142 246C136 200 134 150 130 100L120 84C124 140 126 200 124 246Z', '#fff', 'stroke="#cfcfcf" stroke-width="1"') +
			p(ermineDots([[68, 130], [67, 170], [66, 210], [132, 130], [133, 170], [134, 210]]), INK) +
			p('M84 70C74 72 68 78 66 86C78 90 90 86 100 82C110 86 122 90 134 86C132 78 126 72 116 70Z', '#fff', 'stroke="#cfcfcf" stroke-width="1"') +
			p(ermineDots([[76, 80], [92, 82], [108, 82], [124, 80]]), INK) +
			p('M84 246C84 251 92 253 99 250V246ZM116 246C116 251 108 253 101 250V246Z', INK);
		const orb =
			circle(82, 120, 9, GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2"`) +
			line('M73 120H91M82 111V129', GOLD_DARK, 1.2) +
			circle(79, 117, 2.2, '#f3d46a');
		return (
			ground +
			at(
				sceptre(136, 36, 150) +
					neck +
					robe +
					headG +
					sleeve('M72 92C66 108 70 122 80 128', garb.main, null, 12) +
					sleeve('M128 92C134 108 136 118 134 124', garb.main, null, 12) +
					hand(134, 126, 5.5) +
					hand(82, 131, 5.5) +
					orb +
					sign(suit, 82, 101, 19)
			)
		);
	}
	// hose (mi-parti), shoes, doublet with a pleated skirt
	const legs =
		p('M86 162L88 240H99L99.5 162Z', garb.second) +
		p('M100.5 162L101 240H112L114 162Z', garb.main) +
		line('M88 204H99M101 204H112', shade(garb.main, 0.6), 1.2) +
		p('M86 239C80 241 78 247 82 250H100V239Z', INK) +
		p('M114 239C120 241 122 247 118 250H100V239Z', INK);
	const coat =
		p('M84 70C72 74 67 84 66 96L70 134H130L134 96C133 84 128 74 116 70Z', garb.main) +
		p('M125 75C130 80 133 88 134 96L130 134H122C124 110 124 90 125 75Z', dark) +
		p('M70 130L63 170C80 175 120 175 137 170L130 130Z', garb.main) +
		p('M120 130L130 130L137 170C132 172 128 172 124 173Z', dark) +
		line('M76 136L71 171M88 136L86 173M100 136V174M112 136L114 173M124 136L129 171', garb.second, 2.6) +
		doubletFront(garb, x, 70, 128, 30) +
		line('M70 131H130', '#5a3a1c', 4) +
		p('M95 127H105V135H95Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`);
	if (who === 'O') {
		return (
			ground +
			at(
				sword(64, 146, 234) +
					legs +
					neck +
					coat +
					headG +
					sleeve('M72 92C66 108 64 126 64 140', garb.main, garb.second, 12) +
					hand(64, 142, 5.5) +
					sleeve('M128 88C140 82 148 70 148 54', garb.main, garb.second, 12) +
					hand(148, 49, 5.5)
			) +
			heldSign(suit, 150, 26 + WB_DY, 32)
		);
	}
	return (
		ground +
		at(
			halberd(138, 26, 238) +
				legs +
				neck +
				coat +
				headG +
				sleeve('M128 92C134 108 137 118 137 124', garb.main, garb.second, 12) +
				hand(137, 126, 5.5) +
				sleeve('M72 92C64 112 58 140 54 166', garb.main, garb.second, 12)
		) +
		heldSign(suit, 46, 190 + WB_DY, 34) +
		at(hand(54, 171, 5.5))
	);
}

function wbCourt(suit: GermanSuit, who: Court): string {
	const garb = WB_GARB[suit];
	const ink = INDEX_COLOUR[suit];
	return p(PANEL, garb.ground) + wbFigure(suit, who, garb) + panelEdge(ink);
}

// ---------------------------------------------------------------------------
// Public API

/**
 * Complete standalone SVG markup for one card face.
 * doppeldeutsch has only 10, U, O, K, A (Schnapsen): other ranks throw.
 */
export function germanCardSvg(
	pattern: GermanPattern,
	suit: GermanSuit,
	rank: GermanRank,
	opts: GermanCardOptions = {}
): string {
	if (!PATTERN_RANKS[pattern].includes(rank)) {
		throw new RangeError(`no ${rank} in the ${pattern} pattern`);
	}
	const dd = pattern === 'doppeldeutsch';
	let body: string;
	if (isNumberRank(rank)) body = pipCardBody(suit, rank, dd) + (dd ? tenOrnament(suit) : '');
	else if (rank === 'A') body = dd ? aceSeason(suit) : wbDaus(suit);
	else body = dd ? ddCourt(suit, rank) : wbCourt(suit, rank);
	return cardFace(opts.title, body, corners(suit, rank));
}

const BACK: Readonly<Record<GermanPattern, { bg: string; line: string; medal: string }>> = {
	doppeldeutsch: { bg: '#7a1b28', line: '#a8464f', medal: '#fbf4e1' },
	wuerttemberg: { bg: '#1f4f35', line: '#4a8462', medal: '#fbf4e1' }
};

/** Complete standalone SVG markup for a card back (no text). */
export function germanCardBackSvg(pattern: GermanPattern, opts: { title?: string } = {}): string {
	const c = BACK[pattern];
	const medallion =
		`<ellipse cx="100" cy="140" rx="44" ry="56" fill="${c.medal}" stroke="${GOLD}" stroke-width="3"/>` +
		`<ellipse cx="100" cy="140" rx="38" ry="50" fill="none" stroke="${c.bg}" stroke-width="1.5"/>` +
		sign('eichel', 100, 113, 26) +
		sign('laub', 78, 140, 26) +
		sign('herz', 122, 140, 26) +
		sign('schellen', 100, 167, 26);
	const crown = pattern === 'wuerttemberg' ? crownShape(100, 78, 0.9, RED) : '';
	return cardBack(opts.title, { bg: c.bg, line: c.line, dots: GOLD, frame: GOLD }, crown + medallion);
}
