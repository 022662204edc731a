import { sha256Hex } from '../table/fairness';

/**
 * The public id of an online round's replay. Derived, so the table can store it and its
 * page link it without asking anyone; hashed, because the table id is the invite link's
 * secret and must not be read off a shared replay link.
 */
export const replayId = (tableId: string, round: number): string => sha256Hex(`replay:${tableId}:${round}`).slice(0, 32);

export const REPLAY_ID = /^[0-9a-f]{32}$/;
