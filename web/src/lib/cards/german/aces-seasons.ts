/** Doppeldeutsch Aces: the four seasons (Herz spring, Schellen summer, Laub autumn, Eichel winter) around the suit sign. */

import { n } from '../svg-kit';
import { ACE_SEASON, type GermanSuit } from './deck';
import { g, line, p } from './draw';
import { INDEX_COLOUR } from './palette';
import { PANEL, panelEdge } from './panel';
import { bird, blossom, cloud, cornflower, daisy, fallingLeaf, grapes, poppy, smallLeaf, snowflake, snowyBranch, sun, swallow, tulip, vineLeaf, wheatEar } from './scenery';
import { haloSign } from './signs';

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

export function aceSeason(suit: GermanSuit): string {
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
