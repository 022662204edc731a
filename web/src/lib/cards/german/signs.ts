/** Suit signs (Herz, Schellen, Laub, Eichel), drawn in a 100×100 box centred on (0,0), upright (stems down). */

import { circlePath, n, shade, svgOpen, tint } from '../svg-kit';
import type { GermanSuit } from './deck';
import { BELL, BELL_LINE, BELL_SHADE, CUP, CUP_LINE, CUP_SHADE, LEAF, LEAF_LINE, LEAF_SHADE, NUT, NUT_LINE, NUT_SHADE, RED, RED_DARK, STEM } from './palette';

const HEART =
	'M0 44C-12 32-48 10-48-16C-48-36-34-47-21-47C-10-47-3-40 0-31C3-40 10-47 21-47C34-47 48-36 48-16C48 10 12 32 0 44Z';
const HEART_SHADE = 'M0 44C12 32 48 10 48-16C48-36 34-47 21-47C31-41 38-31 38-16C38 6 16 28 0 44Z';

const BELL_BODY = circlePath(0, 6, 38);
const BELL_RING = 'M-4-30V-36A7 7 0 1 1 4-36V-30Z';
const BELL_BAND = 'M-35.71 -7Q0 1 35.71 -7A38 38 0 0 1 37.99 7Q0 15 -37.99 7A38 38 0 0 1 -35.71 -7Z';
/** Sound slot: a slit up from the bottom ending in a round hole. */
const BELL_SLOT = 'M-3 44V30A7 7 0 1 1 3 30V44Z';
const BELL_SHADE_D = 'M0-32A38 38 0 0 1 0 44A29 38 0 0 0 0-32Z';

export const LEAF_BLADE =
	'M0-50C8-38 40-22 41 4C42 24 24 36 8 36C4 36 1 34 0 31C-1 34-4 36-8 36C-24 36-42 24-41 4C-40-22-8-38 0-50Z';
export const LEAF_STEM = 'M-2.5 30C-2 39 1 45 6 50L10 47C5 42 3 37 3 30Z';
const LEAF_SHADE_D = 'M0-50C8-38 40-22 41 4C42 24 24 36 8 36C4 36 1 34 0 31Z';
export const LEAF_VEINS =
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
export function sign(suit: GermanSuit, x: number, y: number, size: number, detail: Detail = 'full', flip = false, cls = 'sign'): string {
	const rot = flip ? ' rotate(180)' : '';
	return `<g class="${cls}" transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})${rot}">${signArt(suit, detail)}</g>`;
}

/** A sign with a light halo, so it stands out on a picture background. */
export function haloSign(suit: GermanSuit, x: number, y: number, size: number, halo: string, w = 10): string {
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
