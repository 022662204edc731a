/** Court cards (Unter, Ober, König): who they are and what each suit's figures wear. */

import type { GermanSuit } from '../deck';
import { RED } from '../palette';

export type Court = 'U' | 'O' | 'K';

export interface Garb {
	/** coat / doublet */
	main: string;
	/** sleeves, slashes, hose */
	second: string;
	/** hat (Ober/Unter) */
	hat: string;
	/** plumes */
	plume: string;
	/** panel background */
	ground: string;
}

export const DD_GARB: Readonly<Record<GermanSuit, Garb>> = {
	herz: { main: RED, second: '#e8b423', hat: '#2b2b33', plume: '#fff', ground: '#f8f1e2' },
	schellen: { main: '#eeae1a', second: RED, hat: RED, plume: '#fff', ground: '#f8f1e2' },
	laub: { main: '#2f8a3a', second: '#e8b423', hat: '#2f8a3a', plume: RED, ground: '#f8f1e2' },
	eichel: { main: '#a8682b', second: '#5e8c2c', hat: '#5e8c2c', plume: '#e8b423', ground: '#f8f1e2' }
};

export const WB_GARB: Readonly<Record<GermanSuit, Garb>> = {
	herz: { main: '#b81430', second: '#2a5a9e', hat: '#b81430', plume: '#fff', ground: '#e9f1f6' },
	schellen: { main: '#e9a612', second: '#2e6e46', hat: '#2e6e46', plume: RED, ground: '#e9f1f6' },
	laub: { main: '#2a7b3b', second: '#b81430', hat: '#b81430', plume: '#fff', ground: '#e9f1f6' },
	eichel: { main: '#97602a', second: '#2a5a9e', hat: '#2a5a9e', plume: '#e8b423', ground: '#e9f1f6' }
};

export const HAIR: Readonly<Record<Court, string>> = { K: '#e9e3d8', O: '#6b4226', U: '#c08a32' };
