import { applyPatch, PatchError, patchFrom, type Payload, type StateMessage } from '$shared/protocol';

/**
 * What a seat holds of its table, and how each `state` / `patch` message changes it. Pure,
 * so the rule "a patch that does not fit means resync" is tested without a socket.
 */

/** The seat's payload at table version `v`; `now` is the server's clock when it was sent. */
export type Held<M, V> = Omit<StateMessage<M, V>, 'type'>;

export type Step<M, V> = { held: Held<M, V> | null; resync: boolean };

export function fromState<M, V>(msg: StateMessage<M, V>): Held<M, V> {
  const { type: _type, ...held } = msg;
  return held;
}

/**
 * Applies a patch made from version `from`. A gap (we missed a message) or a patch that
 * does not fit keeps what we hold and asks for a full state instead of guessing.
 */
export function patchHeld<M, V>(
  held: Held<M, V> | null,
  patch: { from?: number; v: number; now: number; ops: Parameters<typeof applyPatch>[1] },
): Step<M, V> {
  if (!held || held.v !== patchFrom(patch)) return { held, resync: held === null || patch.v > held.v };
  try {
    return { held: { ...applyPatch(held, patch.ops), v: patch.v, now: patch.now }, resync: false };
  } catch (e) {
    if (e instanceof PatchError) return { held, resync: true };
    throw e;
  }
}

export type { Payload };
