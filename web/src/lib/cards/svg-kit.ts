/**
 * Kartentisch – small string-building helpers and the card layout shared by the
 * card decks (french.ts, german.ts): corner index, pip spots, card back. Pure
 * functions, no DOM, deterministic output.
 */

/** Round to 2 decimals and print without trailing zeros (compact path data). */
export function n(v: number): string {
	return String(Math.round(v * 100) / 100);
}

export function escapeXml(s: string): string {
	return s
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

function mix(hex: string, t: number, base: number): string {
	const v = parseInt(hex.slice(1), 16);
	const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => Math.round(base - (base - c) * t));
	return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** Mix a #rrggbb colour with white; t = share of the colour (0…1). */
export function tint(hex: string, t: number): string {
	return mix(hex, t, 255);
}

/** Mix a #rrggbb colour with black; t = share of the colour (0…1). */
export function shade(hex: string, t: number): string {
	return mix(hex, t, 0);
}

/** Opening <svg> tag of a 200×280 card: role="img" + aria-label if titled, else aria-hidden. */
export function svgOpen(title: string | undefined, viewBox = '0 0 200 280'): string {
	const a11y =
		title !== undefined && title !== ''
			? `role="img" aria-label="${escapeXml(title)}"`
			: 'aria-hidden="true"';
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${a11y} focusable="false">`;
}

/** Rotate the content by 180° about the card centre. */
export function turned(body: string): string {
	return `<g transform="rotate(180 100 140)">${body}</g>`;
}

/** A full circle as path data (two arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
	return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

export const CARD_BORDER = '#b5b5b5';

/** White rounded card with a light grey edge. */
const CARD_BASE = `<rect x="1" y="1" width="198" height="278" rx="12" ry="12" fill="#fff" stroke="${CARD_BORDER}" stroke-width="2"/>`;

/** Corner-index labels of the number cards, the same in every deck. */
export const NUMBER_INDEX = { '7': '7', '8': '8', '9': '9', '10': '10' } as const;

/** Is this one of the number cards (7 … 10), drawn with pips? */
export function isNumberRank<R extends string>(rank: R): rank is Extract<R, keyof typeof NUMBER_INDEX> {
	return Object.hasOwn(NUMBER_INDEX, rank);
}

/** Complete card-face SVG: the white card, the deck's picture, its corner indices. */
export function cardFace(title: string | undefined, body: string, corners: string): string {
	return svgOpen(title) + CARD_BASE + body + corners + '</svg>';
}

/** Centre line of the 58-unit corner-index column (top-left; bottom-right when turned). */
export const INDEX_X = 29;

/**
 * Both corner indices: the rank label over `mark` (the suit sign, drawn by the deck at
 * x = INDEX_X), top-left and turned bottom-right, so a fanned hand still shows them.
 */
export function cornerIndices(label: string, colour: string, mark: string): string {
	// "10" is squeezed to a fixed width so every font fits the 58-unit column.
	const fit = label.length > 1 ? ` textLength="46" lengthAdjust="spacingAndGlyphs"` : '';
	const text =
		`<text x="${INDEX_X}" y="53" text-anchor="middle" font-family="system-ui, sans-serif" ` +
		`font-weight="700" font-size="54" fill="${colour}"${fit}>${label}</text>`;
	const idx = `<g class="idx">${text}${mark}</g>`;
	return idx + turned(idx);
}

/** 45° lines x∓y=c clipped to the rectangle, as one path (card-back lattice). */
function lattice(x0: number, y0: number, x1: number, y1: number, step: number, ox: number, oy: number): string {
	const segs: string[] = [];
	// family A: y = x - c  (c ≡ ox - oy mod step)
	const baseA = ox - oy;
	for (let c = baseA - Math.ceil((baseA - (x0 - y1)) / step) * step; c <= x1 - y0; c += step) {
		const lo = Math.max(x0, y0 + c);
		const hi = Math.min(x1, y1 + c);
		if (hi - lo > 0.5) segs.push(`M${n(lo)} ${n(lo - c)}L${n(hi)} ${n(hi - c)}`);
	}
	// family B: y = -x + c  (c ≡ ox + oy mod step)
	const baseB = ox + oy;
	for (let c = baseB - Math.ceil((baseB - (x0 + y0)) / step) * step; c <= x1 + y1; c += step) {
		const lo = Math.max(x0, c - y1);
		const hi = Math.min(x1, c - y0);
		if (hi - lo > 0.5) segs.push(`M${n(lo)} ${n(c - lo)}L${n(hi)} ${n(c - hi)}`);
	}
	return segs.join('');
}

/** Dots in the middle of every lattice diamond, as one path (card back). */
function latticeDots(x0: number, y0: number, x1: number, y1: number, step: number): string {
	const dots: string[] = [];
	for (let y = y0 + step / 2; y < y1; y += step / 2) {
		const row = Math.round((y - y0) / (step / 2));
		const shift = row % 2 === 0 ? step / 2 : 0;
		for (let x = x0 + shift; x < x1 - 1; x += step) {
			if (x > x0 + 2) dots.push(circlePath(x, y, 1.6));
		}
	}
	return dots.join('');
}

/** Colours of a card back: field, lattice, dots and the inner frame line. */
export interface BackColours {
	bg: string;
	line: string;
	dots: string;
	frame: string;
}

/** Complete card-back SVG: a dotted lattice in a framed field, `centre` drawn on top. */
export function cardBack(title: string | undefined, c: BackColours, centre: string): string {
	const [x0, y0, x1, y1, step] = [20, 20, 180, 260, 20];
	return (
		svgOpen(title) +
		CARD_BASE +
		`<rect x="8" y="8" width="184" height="264" rx="8" ry="8" fill="${c.bg}"/>` +
		`<path d="${lattice(x0, y0, x1, y1, step, 100, 140)}" stroke="${c.line}" stroke-width="1.5" fill="none"/>` +
		`<path d="${latticeDots(x0, y0, x1, y1, step)}" fill="${c.dots}"/>` +
		`<rect x="15" y="15" width="170" height="250" rx="5" ry="5" fill="none" stroke="${c.frame}" stroke-width="2.5"/>` +
		centre +
		'</svg>'
	);
}

/** Classic pip positions of the number cards, shared by every pattern. */
export type Col = 'L' | 'C' | 'R';
/** [column, vertical position 0 (top) … 1 (bottom)] */
export type Spot = readonly [Col, number];

const PIP_LAYOUT: Readonly<Record<'7' | '8' | '9' | '10', readonly Spot[]>> = {
	'7': [['L', 0], ['L', 0.5], ['L', 1], ['R', 0], ['R', 0.5], ['R', 1], ['C', 0.25]],
	'8': [['L', 0], ['L', 0.5], ['L', 1], ['R', 0], ['R', 0.5], ['R', 1], ['C', 0.25], ['C', 0.75]],
	'9': [
		['L', 0], ['L', 1 / 3], ['L', 2 / 3], ['L', 1],
		['R', 0], ['R', 1 / 3], ['R', 2 / 3], ['R', 1],
		['C', 0.5]
	],
	'10': [
		['L', 0], ['L', 1 / 3], ['L', 2 / 3], ['L', 1],
		['R', 0], ['R', 1 / 3], ['R', 2 / 3], ['R', 1],
		['C', 1 / 6], ['C', 5 / 6]
	]
};

/** Pip spots of a number card between `top` and `bottom` (y of the first and last row). */
export function pipSpots(
	rank: keyof typeof PIP_LAYOUT,
	colX: Readonly<Record<Col, number>>,
	top: number,
	bottom: number,
	draw: (x: number, y: number, lowerHalf: boolean) => string
): string {
	return PIP_LAYOUT[rank].map(([col, t]) => draw(colX[col], top + t * (bottom - top), t > 0.5)).join('');
}
