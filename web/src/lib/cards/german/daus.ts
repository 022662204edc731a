/** Württemberg Daus: the suit sign in a crowned cartouche with laurel. */

import { circlePath, n, shade, tint } from '../svg-kit';
import type { GermanSuit } from './deck';
import { circle, g, line, p } from './draw';
import { GOLD, GOLD_DARK, INDEX_COLOUR, RED } from './palette';
import { smallLeaf } from './scenery';
import { sign } from './signs';

export function crownShape(x: number, y: number, s: number, velvet: string): string {
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

export function wbDaus(suit: GermanSuit): string {
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
