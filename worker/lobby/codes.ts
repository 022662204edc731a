import type { LobbyState } from '../../shared/table/lobby';
import { newInviteCode } from '../ids';

/** Private tables' invite codes: stored as 8 letters, shown and typed as "ABCD-EFGH". */

/** A code no table of the lobby has. */
export function freshCode(state: LobbyState): string {
	let code = newInviteCode();
	while (state.codes.has(code)) code = newInviteCode();
	return code;
}

/** The table a typed code opens, if any. */
export const tableOfCode = (state: LobbyState, typed: string): string | undefined => state.codes.get(typed.replace('-', ''));

/** The table's code as people see it, for spreading into an answer (nothing for a public table). */
export function codeOf(state: LobbyState, id: string): { code?: string } {
	const code = state.tables.get(id)?.code;
	return code ? { code: `${code.slice(0, 4)}-${code.slice(4)}` } : {};
}
