/** Number cards (7 … 10): the pip layout and the doppeldeutsch Zehn's rosette. */

import { circlePath, type Col, pipSpots } from '../svg-kit';
import type { GermanSuit } from './deck';
import { circle, line, p } from './draw';
import { GOLD, GOLD_DARK, INDEX_COLOUR } from './palette';
import { sign } from './signs';

const COL_X: Readonly<Record<Col, number>> = { L: 75, C: 100, R: 125 };
const PIP_TOP = 42;
const PIP_BOTTOM = 238;
const PIP_SIZE = 36;

/** Württemberg: single-headed, every sign upright (stems down). */
export function pipCardBody(suit: GermanSuit, rank: '7' | '8' | '9' | '10', doubleHeaded: boolean): string {
	return pipSpots(rank, COL_X, PIP_TOP, PIP_BOTTOM, (x, y, lower) =>
		sign(suit, x, y, PIP_SIZE, 'full', doubleHeaded && lower, 'pip')
	);
}

/** Doppeldeutsch 10: a small gold rosette with two sprigs between the columns. */
export function tenOrnament(suit: GermanSuit): string {
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
