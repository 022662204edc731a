/**
 * Kartentisch – our own SVG art for the French-suited 32-card deck
 * (Mau-Mau, Offiziersskat, …).
 *
 * Everything here is pure string building: no DOM, no ids, no <defs>, so the
 * output is identical on server and client (safe for SSR + hydration) and any
 * number of cards can live on one page without id collisions.
 *
 * Geometry: viewBox 0 0 200 280 (5:7). The corner index (rank letter + pip)
 * lives in a 58-unit-wide column at the top-left (and, rotated, bottom-right),
 * so it stays readable in a fanned hand where only the left ~35 % of a card is
 * visible. The SVG carries no width/height: size it with CSS on the wrapper
 * (an inline <svg> with only a viewBox fills its container's width).
 */

import { INDEX_X, NUMBER_INDEX, type Col, cardBack, cardFace, circlePath, cornerIndices, isNumberRank, n, pipSpots, svgOpen, tint, turned } from './svg-kit';

export type FrenchSuit = 'hearts' | 'diamonds' | 'spades' | 'clubs';
export type FrenchRank = '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

export interface FrenchCardOptions {
	/** ♦ orange, ♣ green (common in German online play). Default: false. */
	fourColour?: boolean;
	/** Accessible name. If given: role="img" + aria-label; else aria-hidden. */
	title?: string;
	/** Corner letters in this language: German B/D/K/A (default), English J/Q/K/A. */
	lang?: 'de' | 'en';
}

/** Skat order: Kreuz, Pik, Herz, Karo. */
export const SUITS: readonly FrenchSuit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
/** Low to high. */
export const RANKS: readonly FrenchRank[] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Letters shown in the corner index (German: Bube, Dame, König, Ass). */
export const RANK_INDEX: Readonly<Record<FrenchRank, string>> = { ...NUMBER_INDEX, J: 'B', Q: 'D', K: 'K', A: 'A' };
/** Letters shown in the corner index on English pages (Jack, Queen, King, Ace). */
export const RANK_INDEX_EN: Readonly<Record<FrenchRank, string>> = { ...NUMBER_INDEX, J: 'J', Q: 'Q', K: 'K', A: 'A' };

/** The corner letter of a rank as printed for a reader of `lang`. */
export function rankIndex(rank: FrenchRank, lang: 'de' | 'en' = 'de'): string {
	return (lang === 'en' ? RANK_INDEX_EN : RANK_INDEX)[rank];
}

const RED = '#c8102e';
const BLACK = '#1a1a1a';
const ORANGE = '#e08a00';
const GREEN = '#1a7f37';
const GOLD = '#d4a21c';
const GOLD_DARK = '#9c7410';
const SKIN = '#f4d6b8';
const HAIR = '#5b3a22';
const FEATURE = '#3a2718';
const COURT_BG = '#f7f1e3';

/** Ink colour of a suit (pips, index, court-card clothing). */
export function suitColour(suit: FrenchSuit, fourColour = false): string {
	switch (suit) {
		case 'hearts':
			return RED;
		case 'diamonds':
			return fourColour ? ORANGE : RED;
		case 'spades':
			return BLACK;
		case 'clubs':
			return fourColour ? GREEN : BLACK;
	}
}

// ---------------------------------------------------------------------------
// Suit symbols, drawn in a 100×100 box centred on (0,0).

const CLUB_CIRCLES: ReadonlyArray<readonly [number, number, number]> = [
	[0, -23, 23],
	[-25, 11, 23],
	[25, 11, 23],
	[0, 4, 14]
];

const SUIT_PATH: Readonly<Record<FrenchSuit, string>> = {
	hearts:
		'M0 48C-8 36-50 12-50-17C-50-37-36-48-23-48C-11-48-3-41 0-31C3-41 11-48 23-48C36-48 50-37 50-17C50 12 8 36 0 48Z',
	diamonds: 'M0-50Q17-24 38 0Q17 24 0 50Q-17 24-38 0Q-17-24 0-50Z',
	spades:
		'M0-50C9-37 50-15 50 11C50 29 37 37 25 37C15 37 7 32 3 25C4 36 9 44 18 50L-18 50C-9 44-4 36-3 25C-7 32-15 37-25 37C-37 37-50 29-50 11C-50-15-9-37 0-50Z',
	clubs:
		CLUB_CIRCLES.map(([x, y, r]) => circlePath(x, y, r)).join('') +
		'M-4 8C-4 30-9 42-18 50L18 50C9 42 4 30 4 8Z'
};

/** The suit's sign in its colour as a standalone square SVG icon, for the UI (the trump sign). */
export function frenchSuitSignSvg(suit: FrenchSuit, fourColour = false): string {
	return svgOpen(undefined, '-50 -50 100 100') + `<path d="${SUIT_PATH[suit]}" fill="${suitColour(suit, fourColour)}"/></svg>`;
}

/** A suit pip centred at (x,y), `size` units wide/tall, optionally upside down. */
function pip(suit: FrenchSuit, x: number, y: number, size: number, fill: string, flip = false): string {
	const s = size / 100;
	const rot = flip ? ' rotate(180)' : '';
	return `<path d="${SUIT_PATH[suit]}" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})${rot}" fill="${fill}"/>`;
}

// ---------------------------------------------------------------------------
// Corner index

function corners(suit: FrenchSuit, rank: FrenchRank, colour: string, lang: 'de' | 'en'): string {
	return cornerIndices(rankIndex(rank, lang), colour, pip(suit, INDEX_X, 82, 38, colour));
}

// ---------------------------------------------------------------------------
// Pip cards

const COL_X: Readonly<Record<Col, number>> = { L: 76, C: 100, R: 124 };
const PIP_TOP = 40;
const PIP_BOTTOM = 240;
const PIP_SIZE = 33;

function pipCardBody(suit: FrenchSuit, rank: '7' | '8' | '9' | '10', colour: string): string {
	return pipSpots(rank, COL_X, PIP_TOP, PIP_BOTTOM, (x, y, lower) => pip(suit, x, y, PIP_SIZE, colour, lower));
}

function aceBody(suit: FrenchSuit, colour: string): string {
	return (
		`<circle cx="100" cy="140" r="56" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
		`<circle cx="100" cy="140" r="50" fill="none" stroke="${tint(colour, 0.25)}" stroke-width="1.5"/>` +
		pip(suit, 100, 140, 76, colour)
	);
}

// ---------------------------------------------------------------------------
// Court cards (Bube, Dame, König): flat double-headed figures.
// One half is drawn in the top half of the card, then repeated rotated by 180°.

/** Frame with notches cut out for the two corner indices (point-symmetric). */
const COURT_FRAME = 'M62 10H190V176H138V270H10V104H62Z';

// Figure anchor: head centre at (HX, 62) in the top half.
const HX = 112;

function face(): string {
	return (
		`<rect x="${HX - 7}" y="76" width="14" height="22" fill="${SKIN}"/>` +
		`<ellipse cx="${HX}" cy="62" rx="17" ry="20" fill="${SKIN}"/>` +
		`<circle cx="${HX - 6}" cy="61" r="2" fill="${FEATURE}"/>` +
		`<circle cx="${HX + 6}" cy="61" r="2" fill="${FEATURE}"/>`
	);
}

function mouth(): string {
	return `<path d="M${HX - 4} 72Q${HX} 75 ${HX + 4} 72" fill="none" stroke="${FEATURE}" stroke-width="1.6" stroke-linecap="round"/>`;
}

/** Shoulders + torso down to the centre line, with a gold-edged V front. */
function robe(colour: string, inner: string): string {
	const l = HX - 48;
	const r = HX + 48;
	// gold trim disappears on the orange four-colour diamonds: use cream there
	const trim = colour === ORANGE ? '#fff3d6' : GOLD;
	return (
		`<path d="M${HX - 14} 94H${HX + 14}C${HX + 30} 97 ${r - 4} 102 ${r} 116L${r + 2} 140H${l - 2}L${l} 116C${l + 4} 102 ${HX - 30} 97 ${HX - 14} 94Z" fill="${colour}"/>` +
		`<path d="M${HX - 14} 95L${HX} 126L${HX + 14} 95Z" fill="${inner}"/>` +
		`<path d="M${HX - 15} 94L${HX} 127L${HX + 15} 94" fill="none" stroke="${trim}" stroke-width="3" stroke-linejoin="round"/>` +
		`<path d="M${HX} 127V140" stroke="${trim}" stroke-width="3"/>`
	);
}

function kingHalf(suit: FrenchSuit, colour: string): string {
	const x = HX;
	const crown =
		`<path d="M${x - 20} 48L${x - 23} 24L${x - 11} 36L${x} 18L${x + 11} 36L${x + 23} 24L${x + 20} 48Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>` +
		`<circle cx="${x - 23}" cy="23" r="3.5" fill="${GOLD}"/><circle cx="${x}" cy="17" r="3.5" fill="${GOLD}"/><circle cx="${x + 23}" cy="23" r="3.5" fill="${GOLD}"/>` +
		`<rect x="${x - 21}" y="42" width="42" height="8" rx="2" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
		`<circle cx="${x}" cy="46" r="3" fill="${colour}"/>`;
	const beard =
		`<path d="M${x - 17} 62C${x - 17} 86 ${x - 8} 97 ${x} 100C${x + 8} 97 ${x + 17} 86 ${x + 17} 62C${x + 13} 71 ${x + 7} 74 ${x} 74C${x - 7} 74 ${x - 13} 71 ${x - 17} 62Z" fill="#ebe7e0" stroke="#bdb5aa" stroke-width="1"/>` +
		`<path d="M${x - 10} 72Q${x} 67 ${x + 10} 72Q${x} 74 ${x - 10} 72Z" fill="#cfc7bc"/>`;
	// ermine cape over the shoulders
	const cape =
		`<path d="M${x - 14} 93H${x + 14}C${x + 30} 96 ${x + 42} 100 ${x + 47} 112L${x + 22} 116L${x} 110L${x - 22} 116L${x - 47} 112C${x - 42} 100 ${x - 30} 96 ${x - 14} 93Z" fill="#fff" stroke="#c9c9c9" stroke-width="1"/>` +
		[-32, -16, 16, 32]
			.map((dx) => `<path d="M${x + dx} ${dx * dx > 400 ? 104 : 101}l-1.6 5h3.2Z" fill="${BLACK}"/>`)
			.join('');
	const sceptre =
		`<path d="M${x + 44} 140L${x + 48} 94" stroke="${GOLD_DARK}" stroke-width="4" stroke-linecap="round"/>` +
		`<circle cx="${x + 48}" cy="89" r="7.5" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
		pip(suit, x + 48, 89, 8, colour);
	return robe(colour, GOLD) + cape + face() + beard + crown + sceptre + pip(suit, x, 117, 11, colour);
}

function queenHalf(suit: FrenchSuit, colour: string): string {
	const x = HX;
	const hair = `<path d="M${x - 20} 64C${x - 22} 34 ${x + 22} 34 ${x + 20} 64C${x + 20} 80 ${x + 24} 92 ${x + 30} 102H${x - 30}C${x - 24} 92 ${x - 20} 80 ${x - 20} 64Z" fill="${HAIR}"/>`;
	const fringe = `<path d="M${x - 15} 56C${x - 13} 44 ${x - 6} 41 ${x} 41C${x + 6} 41 ${x + 13} 44 ${x + 15} 56C${x + 8} 50 ${x + 4} 48 ${x} 48C${x - 4} 48 ${x - 8} 50 ${x - 15} 56Z" fill="${HAIR}"/>`;
	const tiara =
		`<path d="M${x - 17} 44Q${x} 32 ${x + 17} 44L${x + 14} 48Q${x} 38 ${x - 14} 48Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1"/>` +
		`<path d="M${x - 6} 39L${x} 24L${x + 6} 39Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1" stroke-linejoin="round"/>` +
		`<circle cx="${x}" cy="34" r="3" fill="${colour}"/>`;
	const necklace =
		`<path d="M${x - 10} 97Q${x} 110 ${x + 10} 97" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
		`<circle cx="${x}" cy="105" r="3" fill="${GOLD}"/>`;
	const fx = x + 44;
	const fy = 106;
	const flower =
		`<path d="M${fx - 2} 140L${fx} ${fy}" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
		[0, 72, 144, 216, 288]
			.map((a) => {
				const r = (a * Math.PI) / 180;
				return `<circle cx="${n(fx + 6 * Math.sin(r))}" cy="${n(fy - 6 * Math.cos(r))}" r="5" fill="#fff" stroke="${GOLD_DARK}" stroke-width="1"/>`;
			})
			.join('') +
		`<circle cx="${fx}" cy="${fy}" r="4" fill="${GOLD}"/>`;
	return hair + robe(colour, SKIN) + face() + mouth() + fringe + tiara + necklace + flower;
}

function jackHalf(suit: FrenchSuit, colour: string): string {
	const x = HX;
	const hair = `<path d="M${x - 16} 56C${x - 18} 76 ${x - 14} 84 ${x - 11} 86L${x - 11} 56ZM${x + 16} 56C${x + 18} 76 ${x + 14} 84 ${x + 11} 86L${x + 11} 56Z" fill="${HAIR}"/>`;
	const collar = `<path d="M${x - 20} 95L${x} 108L${x + 20} 95L${x + 16} 91L${x} 101L${x - 16} 91Z" fill="#fff" stroke="#c9c9c9" stroke-width="1"/>`;
	const cap =
		`<path d="M${x - 22} 48C${x - 24} 28 ${x - 2} 22 ${x + 12} 26C${x + 26} 30 ${x + 30} 42 ${x + 26} 48Z" fill="${colour}"/>` +
		`<rect x="${x - 20}" y="44" width="46" height="8" rx="3" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1"/>` +
		`<path d="M${x + 20} 44C${x + 28} 28 ${x + 40} 20 ${x + 54} 16C${x + 46} 26 ${x + 36} 36 ${x + 24} 46Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1" stroke-linejoin="round"/>`;
	const spear =
		`<path d="M${x + 46} 140L${x + 46} 96" stroke="${GOLD_DARK}" stroke-width="4" stroke-linecap="round"/>` +
		`<path d="M${x + 46} 78L${x + 53} 96H${x + 39}Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>`;
	return robe(colour, '#fff') + collar + face() + mouth() + hair + cap + spear + pip(suit, x, 116, 11, colour);
}

function courtBody(suit: FrenchSuit, rank: 'J' | 'Q' | 'K', colour: string): string {
	const half =
		rank === 'K' ? kingHalf(suit, colour) : rank === 'Q' ? queenHalf(suit, colour) : jackHalf(suit, colour);
	return (
		`<path d="${COURT_FRAME}" fill="${COURT_BG}" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>` +
		half +
		turned(half) +
		`<path d="M10 140H190" stroke="${colour}" stroke-width="2"/>` +
		pip(suit, 176, 26, 20, colour) +
		pip(suit, 24, 254, 20, colour, true)
	);
}

// ---------------------------------------------------------------------------
// Public API

/** Complete standalone SVG markup for one card face. */
export function frenchCardSvg(suit: FrenchSuit, rank: FrenchRank, opts: FrenchCardOptions = {}): string {
	const colour = suitColour(suit, opts.fourColour ?? false);
	let body: string;
	if (isNumberRank(rank)) body = pipCardBody(suit, rank, colour);
	else if (rank === 'A') body = aceBody(suit, colour);
	else body = courtBody(suit, rank, colour);
	return cardFace(opts.title, body, corners(suit, rank, colour, opts.lang ?? 'de'));
}

const BACK_BG = '#0d4a5c';
const BACK_LINE = '#3d8a99';

/** Complete standalone SVG markup for the card back (no text). */
export function cardBackSvg(opts: { title?: string } = {}): string {
	const medallion =
		`<ellipse cx="100" cy="140" rx="40" ry="50" fill="${BACK_BG}" stroke="#fff" stroke-width="2"/>` +
		`<ellipse cx="100" cy="140" rx="33" ry="43" fill="none" stroke="${GOLD}" stroke-width="1.5"/>` +
		pip('spades', 100, 118, 20, '#fff') +
		pip('hearts', 100, 162, 20, '#fff', true) +
		pip('diamonds', 84, 140, 18, '#fff') +
		pip('clubs', 116, 140, 18, '#fff');
	return cardBack(opts.title, { bg: BACK_BG, line: BACK_LINE, dots: GOLD, frame: '#fff' }, medallion);
}
