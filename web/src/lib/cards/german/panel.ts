/** The picture panel of courts and Aces, with notches cut out for the two corner indices (point-symmetric). */

import { p } from './draw';
import { GOLD } from './palette';

export const PANEL = 'M62 10H190V176H138V270H10V104H62Z';
const PANEL_INNER = 'M66 14H186V172H134V266H14V108H66Z';

export function panelEdge(colour: string): string {
	return (
		p(PANEL, 'none', `stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"`) +
		p(PANEL_INNER, 'none', `stroke="${GOLD}" stroke-width="1.2" stroke-linejoin="round"`)
	);
}
