/** Small drawing helpers: one SVG element per call. */

import { n } from '../svg-kit';

/** <path> with fill and optional extra attributes. */
export function p(d: string, fill: string, extra = ''): string {
	return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Stroked-only <path>. */
export function line(d: string, stroke: string, w: number, extra = '', cap: 'round' | 'butt' = 'round'): string {
	return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}" stroke-linecap="${cap}" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
	return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function g(transform: string, body: string, cls?: string): string {
	return `<g${cls ? ` class="${cls}"` : ''} transform="${transform}">${body}</g>`;
}
