/** Court heads in local coordinates (face centre (0,0), face 28 wide, 34 tall): hair, face, and the hat that tells them apart – König crown, Ober plumed beret, Unter cap. */

import { shade } from '../../svg-kit';
import { circle, line, p } from '../draw';
import { FEATURE, GOLD, GOLD_DARK, RED, SKIN, SKIN_SHADE } from '../palette';
import { type Court, type Garb, HAIR } from './garb';

function headBack(who: Court): string {
	const hair = HAIR[who];
	switch (who) {
		case 'K':
			return p('M-17-6C-20 10-19 24-15 34H15C19 24 20 10 17-6Z', hair, 'stroke="#c9c0b1" stroke-width="1"');
		case 'O':
			return p('M-15-8C-17 2-16 10-13 15L-10 2ZM15-8C17 2 16 10 13 15L10 2Z', hair);
		case 'U':
			return p('M-16-8C-18 6-17 15-13 20C-11 14-11 6-11-2ZM16-8C18 6 17 15 13 20C11 14 11 6 11-2Z', hair);
	}
}

function face(who: Court): string {
	const hair = HAIR[who];
	const brow = who === 'K' ? '#b8ae9f' : shade(hair, 0.8);
	let out =
		p('M-17 0C-17 3-15 6-13 6L-13-2Z', SKIN_SHADE) +
		p('M17 0C17 3 15 6 13 6L13-2Z', SKIN_SHADE) +
		`<ellipse cx="0" cy="0" rx="14" ry="17" fill="${SKIN}"/>` +
		circle(-7.5, 6, 3, '#f1b9a3') +
		circle(7.5, 6, 3, '#f1b9a3') +
		circle(-5.5, -2, 1.8, FEATURE) +
		circle(5.5, -2, 1.8, FEATURE) +
		line('M-8.5-6.5Q-5.5-9-2.8-7M2.8-7Q5.5-9 8.5-6.5', brow, 1.5) +
		line('M0.5-1Q2.2 4 -0.6 5.4', SKIN_SHADE, 1.4);
	switch (who) {
		case 'K':
			out +=
				p('M-14 2C-15 18-9 32 0 40C9 32 15 18 14 2C11 9 7 12 3 12H-3C-7 12-11 9-14 2Z', hair, 'stroke="#c9c0b1" stroke-width="1"') +
				line('M-6 18C-5 24-3 30 0 34M6 18C5 24 3 30 0 34M0 16V30', '#cfc6b8', 1) +
				p('M-10 10C-6 6-2 7 0 8.5C2 7 6 6 10 10C6 10.5 2 10 0 11.5C-2 10-6 10.5-10 10Z', '#d8d0c3');
			break;
		case 'O':
			out +=
				line('M-3 12.5Q0 13.5 3 12.5', '#a0463c', 1.4) +
				p('M-12 7C-9 9-4 6 0 8C4 6 9 9 12 7C11 10 5 11 0 10C-5 11-11 10-12 7Z', hair) +
				p('M-3.5 14Q0 25 3.5 14Q0 16-3.5 14Z', hair);
			break;
		case 'U':
			out += line('M-3.5 10Q0 12.5 3.5 10', '#a0463c', 1.5);
			break;
	}
	return out;
}

function crownHat(velvet: string): string {
	return (
		p('M-15-18C-15-31-8-36 0-36C8-36 15-31 15-18Z', velvet) +
		line('M0-36V-22M-13-22C-12-30-7-34 0-36C7-34 12-30 13-22', GOLD, 2) +
		p('M-17-18L-20-30L-12-25L-6-33L0-27L6-33L12-25L20-30L17-18Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2" stroke-linejoin="round"`) +
		p('M-18-19H18V-11H-18Z', GOLD, `stroke="${GOLD_DARK}" stroke-width="1.2"`) +
		circle(0, -15, 2.2, RED) +
		circle(-10, -15, 1.8, '#2a5aa0') +
		circle(10, -15, 1.8, '#2a5aa0') +
		circle(-20, -31, 2, '#fff') +
		circle(20, -31, 2, '#fff') +
		circle(-6, -34, 1.8, '#fff') +
		circle(6, -34, 1.8, '#fff') +
		circle(0, -39.5, 3.2, GOLD, `stroke="${GOLD_DARK}" stroke-width="1"`) +
		line('M0-42.5V-47M-2.6-44.8H2.6', GOLD_DARK, 1.5)
	);
}

/** Outline colour for a plume (white plumes get a soft grey). */
function plumeLine(c: string): string {
	return c === '#fff' ? '#9aa0a8' : shade(c, 0.7);
}

/** Landsknecht's broad slashed beret with plumes (Ober). */
function barett(garb: Garb): string {
	const dark = shade(garb.hat, 0.7);
	return (
		p('M-4-24C-16-32-28-36-42-35C-34-31-24-28-10-21Z', garb.plume, `stroke="${plumeLine(garb.plume)}" stroke-width="1"`) +
		line('M-14-27L-16-31M-22-30L-25-33M-30-32L-33-35M-14-27L-15-24M-22-30L-24-27M-30-32L-33-30', plumeLine(garb.plume), 0.8) +
		p('M-2-27C-10-38-22-44-36-44C-28-39-18-34-8-24Z', garb.second, `stroke="${plumeLine(garb.second)}" stroke-width="1"`) +
		p('M-14-17C-16-27-6-33 4-32C14-31 20-25 19-17Z', garb.hat) +
		`<ellipse cx="2" cy="-17" rx="25" ry="6.5" transform="rotate(-6 2 -17)" fill="${garb.hat}" stroke="${dark}" stroke-width="1.2"/>` +
		line('M-14-16.5L-12-20M-6-18L-5-22M2-19L2.5-23M10-20L10-24M17-20.5L16-24', garb.second, 2)
	);
}

/** Smaller soft cap with one feather (Unter). */
function unterCap(garb: Garb): string {
	return (
		p('M6-26C12-35 19-40 28-42C24-37 19-31 12-25Z', garb.plume, `stroke="${plumeLine(garb.plume)}" stroke-width="1"`) +
		line('M12-31L16-30M17-35L21-34M12-31L11-35M17-35L17-39', plumeLine(garb.plume), 0.8) +
		p('M-16-13C-18-26-7-33 4-31C13-30 18-23 17-13C8-17-6-17-16-13Z', garb.hat, `stroke="${shade(garb.hat, 0.7)}" stroke-width="1"`) +
		p('M-16-13C-6-17 8-17 17-13L17-10C8-14-6-14-16-10Z', garb.second)
	);
}

export function head(who: Court, garb: Garb): string {
	const hat = who === 'K' ? crownHat(garb.main) : who === 'O' ? barett(garb) : unterCap(garb);
	return headBack(who) + face(who) + hat;
}
