/** Small scenery pieces for the Aces (local coordinates, placed with g(translate …)): flowers, birds, sun, grapes, leaves, snow. */

import { circlePath, n, shade, tint } from '../svg-kit';
import { circle, g, line, p } from './draw';
import { LEAF_BLADE, LEAF_STEM, LEAF_VEINS } from './signs';

export function blossom(x: number, y: number, r: number, petal = '#f7c6d3', heart = '#e0708f'): string {
	const petals = [0, 72, 144, 216, 288]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return circlePath(x + r * Math.sin(t), y - r * Math.cos(t), r * 0.95);
		})
		.join('');
	return p(petals, petal, `stroke="${tint(heart, 0.7)}" stroke-width="0.6"`) + circle(x, y, r * 0.55, heart);
}

export function smallLeaf(x: number, y: number, len: number, rot: number, fill: string): string {
	const w = len * 0.42;
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot})`,
		p(`M0 0C${n(w)} ${n(-len * 0.25)} ${n(w * 0.7)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(-w * 0.7)} ${n(-len * 0.8)} ${n(-w)} ${n(-len * 0.25)} 0 0Z`, fill)
	);
}

export function daisy(x: number, y: number): string {
	const petals = [0, 45, 90, 135, 180, 225, 270, 315]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return circlePath(x + 3.4 * Math.cos(t), y + 3.4 * Math.sin(t), 2);
		})
		.join('');
	return line(`M${x} ${y + 3}V${y + 14}`, '#3f8a34', 1.4) + p(petals, '#fff', 'stroke="#d9d9d9" stroke-width="0.4"') + circle(x, y, 2.1, '#f2c12e');
}

export function tulip(x: number, y: number, colour: string): string {
	return (
		line(`M${x} ${y}V${y + 20}`, '#3f8a34', 1.8) +
		p(`M${x} ${y + 16}C${x - 5} ${y + 12} ${x - 8} ${y + 7} ${x - 8} ${y + 2}C${x - 4} ${y + 5} ${x - 1} ${y + 10} ${x} ${y + 14}Z`, '#57a13e') +
		p(`M${x - 5} ${y}C${x - 6} ${y - 7} ${x - 5} ${y - 10} ${x - 3} ${y - 11}L${x} ${y - 7}L${x + 3} ${y - 11}C${x + 5} ${y - 10} ${x + 6} ${y - 7} ${x + 5} ${y}C${x + 4} ${y + 3} ${x - 4} ${y + 3} ${x - 5} ${y}Z`, colour) +
		p(`M${x} ${y - 7}L${x + 3} ${y - 11}C${x + 5} ${y - 10} ${x + 6} ${y - 7} ${x + 5} ${y}C${x + 4} ${y + 3} ${x + 1} ${y + 2} ${x} ${y + 2}Z`, shade(colour, 0.82))
	);
}

export function poppy(x: number, y: number): string {
	return (
		line(`M${x} ${y}V${y + 16}`, '#4f7f2c', 1.3) +
		p(`${circlePath(x - 3, y, 4)}${circlePath(x + 3, y, 4)}${circlePath(x, y - 3, 4)}`, '#d8242b') +
		circle(x, y - 1, 1.6, '#2a1a1a')
	);
}

export function cornflower(x: number, y: number): string {
	const rays = [0, 60, 120, 180, 240, 300]
		.map((a) => {
			const t = (a * Math.PI) / 180;
			return `M${x} ${y}L${n(x + 4.5 * Math.cos(t))} ${n(y + 4.5 * Math.sin(t))}`;
		})
		.join('');
	return line(`M${x} ${y}V${y + 15}`, '#4f7f2c', 1.2) + line(rays, '#3a6fd1', 2.4) + circle(x, y, 1.4, '#23408f');
}

export function wheatEar(x: number, y: number, h: number, rot: number): string {
	const grains: string[] = [];
	const awns: string[] = [];
	for (let i = 0; i < 5; i++) {
		const gy = -h + 4 + i * 4.2;
		grains.push(
			`M0 ${n(gy + 3)}C-4 ${n(gy + 1)}-5 ${n(gy - 3)}-3 ${n(gy - 5)}C-1 ${n(gy - 3)} 0 ${n(gy)} 0 ${n(gy + 3)}Z`,
			`M0 ${n(gy + 3)}C4 ${n(gy + 1)} 5 ${n(gy - 3)} 3 ${n(gy - 5)}C1 ${n(gy - 3)} 0 ${n(gy)} 0 ${n(gy + 3)}Z`
		);
		awns.push(`M-3 ${n(gy - 4)}L-7 ${n(gy - 12)}M3 ${n(gy - 4)}L7 ${n(gy - 12)}`);
	}
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot})`,
		line(`M0 0V${n(-h + 8)}`, '#c7962f', 1.6) +
			line(awns.join('') + `M0 ${n(-h + 2)}V${n(-h - 8)}`, '#d9ad4a', 0.7) +
			p(grains.join(''), '#e6b845', 'stroke="#b8862b" stroke-width="0.6"')
	);
}

export function snowflake(x: number, y: number, r: number, colour = '#fff'): string {
	const d: string[] = [];
	for (let k = 0; k < 6; k++) {
		const t = (k * Math.PI) / 3;
		const c = Math.cos(t);
		const s = Math.sin(t);
		const px = (u: number, v: number): string => `${n(x + u * c - v * s)} ${n(y + u * s + v * c)}`;
		d.push(`M${px(0, 0)}L${px(r, 0)}`, `M${px(r * 0.55, 0)}L${px(r * 0.85, r * 0.28)}M${px(r * 0.55, 0)}L${px(r * 0.85, -r * 0.28)}`);
	}
	return line(d.join(''), colour, Math.max(1, r * 0.16));
}

/** Bare branch with snow along its top. segs: main stroke then twigs. */
export function snowyBranch(d: string, w: number, snow: string): string {
	return line(d, '#5b4334', w) + line(snow, '#fff', w * 0.7);
}

export function bird(x: number, y: number): string {
	// a little robin perched, facing left
	return g(
		`translate(${x} ${y})`,
		line('M-2 8L-3 13M3 8L3 13', '#6b4a30', 1.2) +
			p('M-10 0C-10-7-4-11 2-10C8-9 12-5 14-1L25 2L23 6L12 4C8 9 2 10-3 9C-8 8-10 4-10 0Z', '#7d5c3b') +
			p('M-11-2C-12 4-8 9-2 9C-5 5-6 0-6-4Z', '#e2572b') +
			circle(-7, -6, 6.2, '#7d5c3b') +
			p('M-13-7C-13-3-11 0-7 0C-9-2-10-4-10-7Z', '#e2572b') +
			p('M-13-8L-18-6.5L-13-5Z', '#3a2718') +
			circle(-9, -8, 1.3, '#1a1a1a') +
			line('M0-3C4-4 8-3 11 0', '#5e4329', 1)
	);
}

export function swallow(x: number, y: number, rot: number, s: number): string {
	return g(
		`translate(${x} ${y}) rotate(${rot}) scale(${s})`,
		p('M-2-1C-10-9-20-12-30-11C-21-7-12-2-5 3Z', '#24385c') +
			p('M2-1C8-12 17-18 28-19C20-12 13-4 6 3Z', '#2d4673') +
			p('M-9 0C-6-4 2-4 8 0C13 3 18 7 26 10C19 10 14 9 10 7C14 11 17 15 20 20C13 16 8 12 4 9C-2 9-7 5-9 0Z', '#24385c') +
			p('M-9 0C-8 3-6 5-3 6C-4 3-4 1-4-1Z', '#d84b2a') +
			circle(-5, -1, 0.9, '#fff')
	);
}

export function sun(x: number, y: number, r: number): string {
	const rays: string[] = [];
	for (let k = 0; k < 12; k++) {
		const t = (k * Math.PI) / 6;
		const a = (u: number, v: number): string =>
			`${n(x + u * Math.cos(t) - v * Math.sin(t))} ${n(y + u * Math.sin(t) + v * Math.cos(t))}`;
		rays.push(`M${a(r + 2, -4)}L${a(r + (k % 2 ? 9 : 14), 0)}L${a(r + 2, 4)}Z`);
	}
	return (
		p(rays.join(''), '#f5a524') +
		circle(x, y, r + 1.5, '#f6b32b') +
		circle(x, y, r, '#fcd54a') +
		circle(x - r * 0.3, y - r * 0.3, r * 0.35, '#fde68a')
	);
}

export function cloud(x: number, y: number, s: number): string {
	return p(
		`M${n(x - 16 * s)} ${n(y + 6 * s)}C${n(x - 22 * s)} ${n(y + 6 * s)} ${n(x - 22 * s)} ${n(y - 3 * s)} ${n(x - 14 * s)} ${n(y - 2 * s)}` +
			`C${n(x - 14 * s)} ${n(y - 10 * s)} ${n(x - 3 * s)} ${n(y - 12 * s)} ${n(x)} ${n(y - 5 * s)}` +
			`C${n(x + 4 * s)} ${n(y - 11 * s)} ${n(x + 15 * s)} ${n(y - 9 * s)} ${n(x + 14 * s)} ${n(y - 1 * s)}` +
			`C${n(x + 22 * s)} ${n(y - 1 * s)} ${n(x + 22 * s)} ${n(y + 6 * s)} ${n(x + 16 * s)} ${n(y + 6 * s)}Z`,
		'#fff'
	);
}

export function grapes(x: number, y: number): string {
	const rows = [4, 4, 3, 3, 2, 1];
	const out: string[] = [];
	rows.forEach((k, i) => {
		for (let j = 0; j < k; j++) {
			const gx = x + (j - (k - 1) / 2) * 7.2;
			const gy = y + i * 6.4;
			out.push(circle(gx, gy, 4.1, '#5a2a6e', 'stroke="#3b1748" stroke-width="0.8"'), circle(gx - 1.3, gy - 1.4, 1.2, '#9a6bb0'));
		}
	});
	return line(`M${x} ${y - 4}C${x} ${y - 10} ${x + 3} ${y - 14} ${x + 6} ${y - 18}`, '#6b4a30', 1.8) + out.join('');
}

/** A five-lobed vine leaf, ~2·r wide. */
export function vineLeaf(x: number, y: number, r: number, rot: number, fill: string): string {
	const d =
		'M0 10C-3 7-9 9-12 6C-10 4-13 0-16-2C-12-3-12-8-14-11C-9-10-6-12-5-16C-2-13 2-13 5-16C6-12 9-10 14-11C12-8 12-3 16-2C13 0 10 4 12 6C9 9 3 7 0 10Z';
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(r / 16)})`,
		p(d, fill, `stroke="${shade(fill, 0.7)}" stroke-width="1"`) + line('M0 10V-10M0 2L-11-6M0 2L11-6', shade(fill, 0.72), 1)
	);
}

const OAK_LEAF =
	'M0-48C6-47 9-41 6-36C12-38 17-34 15-28C11-26 9-24 11-20C17-22 23-18 21-11C17-9 13-8 15-4C21-4 25 2 21 8C15 8 11 10 11 14C15 18 13 24 7 24C5 28 3 32 2 38L3 50H-3L-2 38C-3 32-5 28-7 24C-13 24-15 18-11 14C-11 10-15 8-21 8C-25 2-21-4-15-4C-13-8-17-9-21-11C-23-18-17-22-11-20C-9-24-11-26-15-28C-17-34-12-38-6-36C-9-41-6-47 0-48Z';

export function fallingLeaf(x: number, y: number, s: number, rot: number, fill: string, oak = false): string {
	return g(
		`translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(s / 100)})`,
		p(oak ? OAK_LEAF : LEAF_BLADE + LEAF_STEM, fill, `stroke="${shade(fill, 0.65)}" stroke-width="3"`) +
			line(oak ? 'M0-40V40M0-20L10-26M0-4L14-8M0 10L12 14M0-20L-10-26M0-4L-14-8M0 10L-12 14' : LEAF_VEINS, shade(fill, 0.72), 2.5)
	);
}
