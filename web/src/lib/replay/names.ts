import type { Phrases } from '$lib/i18n.svelte';
import type { ReplayKey } from './phrases';
import { computerName, strengthName } from '$lib/seat-names';

/**
 * How a solo round names its seats in its record: words of no language — `you`,
 * `computer:<n>:<level>` (n 0 for the only computer), `player:<n>` (two people at one device)
 * — put into the page's words when the round is watched, so a round played in German reads
 * in English on the English page. Online records keep the names the table showed (people's
 * own), and those are never read as such words: anyone may call themselves "you".
 */
export const SOLO_YOU = 'you';
export const soloComputer = (n: number, level: string): string => `computer:${n}:${level}`;
export const soloPlayer = (n: number): string => `player:${n}`;

export interface ReplaySeats {
  /** Per seat, in the page's language. */
  names: string[];
  /** The seat that was "you" (a solo round's person): its moves read in the second person; -1 for none. */
  me: number;
}

export function replaySeats(i18n: Phrases<ReplayKey>, stored: readonly string[], solo: boolean): ReplaySeats {
  if (!solo) return { names: [...stored], me: -1 };
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
