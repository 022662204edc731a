import type { Phrases } from '$lib/i18n.svelte';
import type { ReplayKey } from './phrases';
import { computerName, strengthName } from '$lib/seat-names';
import { isComputerToken, SOLO_YOU } from '$shared/replay/seat-tokens';

// The record's words of no language (shared/replay/seat-tokens.ts), for the solo pages that store them.
export { SOLO_YOU, soloComputer, soloPlayer } from '$shared/replay/seat-tokens';

export interface ReplaySeats {
  /** Per seat, in the page's language. */
  names: string[];
  /** The seat that was "you" (a solo round's person): its moves read in the second person; -1 for none. */
  me: number;
}

export function replaySeats(i18n: Phrases<ReplayKey>, stored: readonly string[], solo: boolean): ReplaySeats {
  // Online: people's own names as they were (anyone may call themselves "you"); only the computers' are words.
  if (!solo) return { names: stored.map((n) => (isComputerToken(n) ? soloName(i18n, n) : n)), me: -1 };
  return { names: stored.map((n) => soloName(i18n, n)), me: stored.indexOf(SOLO_YOU) };
}

function soloName(i18n: Phrases<ReplayKey>, token: string): string {
  if (token === SOLO_YOU) return i18n.t('table.you');
  const computer = /^computer:(\d):([a-z]*)$/.exec(token);
  if (computer) {
    const n = Number(computer[1]);
    if (n > 0) return computerName(i18n, n, computer[2]);
    const level = strengthName(i18n, computer[2]);
    return level ? i18n.t('replay.name.computerLevel', { level }) : i18n.t('replay.name.computer');
  }
  const player = /^player:(\d)$/.exec(token);
  // A round kept before its names were words of no language shows them as they were.
  return player ? i18n.t('replay.name.player', { n: Number(player[1]) }) : token;
}
