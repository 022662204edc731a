/** Card backs. */

import { cardBack } from '../svg-kit';
import { crownShape } from './daus';
import type { GermanPattern } from './deck';
import { GOLD, RED } from './palette';
import { sign } from './signs';

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
