/** Court props and clothing: sword (Ober), halberd (Unter), sceptre (König), hands, the held suit sign, sleeves, ermine, the Landsknecht doublet. */

import { circlePath, n, shade } from '../../svg-kit';
import type { GermanSuit } from '../deck';
import { circle, line, p } from '../draw';
import { GOLD, GOLD_DARK, SKIN, SKIN_SHADE } from '../palette';
import { sign } from '../signs';
import type { Garb } from './garb';

export function sword(x: number, yHilt: number, yTip: number): string {
	const dir = yTip < yHilt ? -1 : 1;
	return (
		p(`M${x - 3} ${yHilt + dir * 5}L${x - 3} ${yTip - dir * 8}L${x} ${yTip}L${x + 3} ${yTip - dir * 8}L${x + 3} ${yHilt + dir * 5}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		line(`M${x} ${yHilt + dir * 7}V${yTip - dir * 10}`, '#aeb6bf', 0.9) +
		line(`M${x - 10} ${yHilt + dir * 4}H${x + 10}`, GOLD_DARK, 3.4) +
		line(`M${x} ${yHilt + dir * 4}V${yHilt - dir * 8}`, '#6b4420', 3.6) +
		circle(x, yHilt - dir * 10, 3, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`)
	);
}

export function halberd(x: number, yTop: number, yBottom: number): string {
	return (
		line(`M${x} ${yTop + 8}V${yBottom}`, '#7a5230', 3.2) +
		p(`M${x} ${yTop - 10}L${x + 3} ${yTop + 4}H${x - 3}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		p(`M${x + 1} ${yTop + 3}C${x + 12} ${yTop} ${x + 16} ${yTop + 6} ${x + 15} ${yTop + 16}C${x + 10} ${yTop + 12} ${x + 6} ${yTop + 12} ${x + 1} ${yTop + 14}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		p(`M${x - 1} ${yTop + 5}L${x - 9} ${yTop + 8}L${x - 1} ${yTop + 11}Z`, '#dfe3e8', 'stroke="#8a929c" stroke-width="1"') +
		line(`M${x - 3} ${yTop + 18}H${x + 3}`, GOLD_DARK, 2.4)
	);
}

export function sceptre(x: number, yTop: number, yBottom: number): string {
	return (
		line(`M${x} ${yTop + 6}V${yBottom}`, GOLD_DARK, 3.6) +
		line(`M${x} ${yTop + 6}V${yBottom}`, GOLD, 1.6) +
		p(`M${x} ${yTop - 10}C${x + 4} ${yTop - 6} ${x + 7} ${yTop - 2} ${x + 8} ${yTop + 3}C${x + 4} ${yTop + 1} ${x + 2} ${yTop + 3} ${x} ${yTop + 7}C${x - 2} ${yTop + 3} ${x - 4} ${yTop + 1} ${x - 8} ${yTop + 3}C${x - 7} ${yTop - 2} ${x - 4} ${yTop - 6} ${x} ${yTop - 10}Z`, GOLD, `stroke="${GOLD_DARK}" stroke-width="1.1"`) +
		circle(x, yTop + 9, 2.6, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`)
	);
}

export function hand(x: number, y: number, r = 5.5, cuff = '#fff'): string {
	return circle(x, y, r + 1.8, cuff, 'stroke="#c9c9c9" stroke-width="0.8"') + circle(x, y, r, SKIN, `stroke="${SKIN_SHADE}" stroke-width="1"`);
}

/** A held sign: class "court-sign" (tests read its position). */
export function heldSign(suit: GermanSuit, x: number, y: number, size: number): string {
	return sign(suit, x, y, size, 'full', false, 'court-sign');
}

/** Thick sleeve along d (shoulder → wrist): Landsknecht bands of `band` over `base`. */
export function sleeve(d: string, base: string, band: string | null, w: number): string {
	return (
		line(d, shade(base, 0.62), w + 2.4) +
		line(d, base, w) +
		(band ? line(d, band, w - 0.6, `stroke-dasharray="${n(w * 0.34)} ${n(w * 0.42)}"`, 'butt') : '')
	);
}

export function ermineDots(pts: ReadonlyArray<readonly [number, number]>): string {
	return pts.map(([x, y]) => `M${x} ${y}l-1.6 4.5h3.2Z`).join('');
}

/** Landsknecht doublet front: slashes, buttons, ruff (Ober & Unter). */
export function doubletFront(garb: Garb, x: number, y0: number, y1: number, half: number): string {
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
