/** Doppeldeutsch courts: one half-figure (top), repeated rotated. Ober holds his sign high, Unter low near the centre line, König has the sign on his chest. */

import { shade, turned } from '../../svg-kit';
import type { GermanSuit } from '../deck';
import { circle, g, line, p } from '../draw';
import { GOLD, GOLD_DARK, INDEX_COLOUR, INK, SKIN_SHADE } from '../palette';
import { PANEL, panelEdge } from '../panel';
import { sign } from '../signs';
import { type Court, DD_GARB, type Garb } from './garb';
import { head } from './heads';
import { doubletFront, ermineDots, halberd, hand, heldSign, sceptre, sleeve, sword } from './props';

const HX = 114;
const HY = 59;

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

export function ddCourt(suit: GermanSuit, who: Court): string {
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
