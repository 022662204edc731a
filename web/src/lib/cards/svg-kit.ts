/**
 * Kartentisch – small string-building helpers shared by the card decks
 * (french.ts, german.ts). Pure functions, no DOM, deterministic output.
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

/** A full circle as path data (two arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
	return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

export const CARD_BORDER = '#b5b5b5';

/** White rounded card with a light grey edge. */
export const CARD_BASE = `<rect x="1" y="1" width="198" height="278" rx="12" ry="12" fill="#fff" stroke="${CARD_BORDER}" stroke-width="2"/>`;

/** 45° lines x∓y=c clipped to the rectangle, as one path (card-back lattice). */
export function lattice(x0: number, y0: number, x1: number, y1: number, step: number, ox: number, oy: number): string {
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

/** Classic pip positions of the number cards, shared by every pattern. */
export type Col = 'L' | 'C' | 'R';
/** [column, vertical position 0 (top) … 1 (bottom)] */
export type Spot = readonly [Col, number];

export const PIP_LAYOUT: Readonly<Record<'7' | '8' | '9' | '10', readonly Spot[]>> = {
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
