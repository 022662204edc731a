/** Württemberg courts: one full-length figure. Ober holds his sign high, Unter low at his side, König just above his orb. */

import { shade } from '../../svg-kit';
import type { GermanSuit } from '../deck';
import { circle, g, line, p } from '../draw';
import { GOLD, GOLD_DARK, INDEX_COLOUR, INK, SKIN_SHADE } from '../palette';
import { PANEL, panelEdge } from '../panel';
import { sign } from '../signs';
import { type Court, type Garb, WB_GARB } from './garb';
import { head } from './heads';
import { doubletFront, ermineDots, halberd, hand, heldSign, sceptre, sleeve, sword } from './props';

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

export function wbCourt(suit: GermanSuit, who: Court): string {
	const garb = WB_GARB[suit];
	const ink = INDEX_COLOUR[suit];
	return p(PANEL, garb.ground) + wbFigure(suit, who, garb) + panelEdge(ink);
}
