import { RoomError } from '../room';

/**
 * What a room action refuses with: the RoomError's code ("code:rule" for a rule of the game).
 * Anything else thrown is a failure of the test; nothing thrown gives 'no error', which no
 * assertion expects.
 */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RoomError) return e.rule ? `${e.code}:${e.rule}` : e.code;
    throw e;
  }
  return 'no error';
}
