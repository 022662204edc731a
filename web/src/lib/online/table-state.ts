import type { Payload, StateMessage } from '$shared/protocol';
import { applyPatch, PatchError, patchFrom } from '$shared/protocol/patch';
import { expandPayload, type AnyWireCodec, type WirePayload } from '$shared/table/wire';

/**
 * What a seat holds of its table, and how each `state` / `patch` message changes it. Pure,
 * so the rule "a patch that does not fit means resync" is tested without a socket.
 *
 * Messages carry the payload as it travels (shared/table/wire.ts: a packed view, `legal`
 * left out when the view tells it); patches apply to that form. What the page gets is
 * expanded again, so it reads the engine's view and the full payload as before. `codec` is
 * the game's (its plug's), for a game whose views travel packed.
 */

/** The seat's payload at table version `v`; `now` is the server's clock when it was sent. */
export type Held<M, V> = Payload<M, V> & { v: number; now: number };

export type Step<M, V> = { held: Held<M, V> | null; resync: boolean };

type Wire = WirePayload & { v: number; now: number };

/** The wire form each held state was expanded from: the next patch applies to it. */
const wireOf = new WeakMap<object, Wire>();

function expand<M, V>(wire: Wire, codec: AnyWireCodec | undefined, prev?: Wire): Held<M, V> {
  const held = { ...expandPayload(codec, wire, prev), v: wire.v, now: wire.now } as Held<M, V>;
  wireOf.set(held, wire);
  return held;
}

export function fromState<M, V>(msg: StateMessage<M, V>, codec?: AnyWireCodec): Held<M, V> {
  const { type: _type, ...wire } = msg;
  return expand(wire as Wire, codec);
}

/**
 * Applies a patch made from version `from`. A gap (we missed a message) or a patch that
 * does not fit keeps what we hold and asks for a full state instead of guessing.
 */
export function patchHeld<M, V>(
  held: Held<M, V> | null,
  patch: { from?: number; v: number; now: number; ops: Parameters<typeof applyPatch>[1] },
  codec?: AnyWireCodec,
): Step<M, V> {
  if (!held || held.v !== patchFrom(patch)) return { held, resync: held === null || patch.v > held.v };
  try {
    // A state made elsewhere (tests) is its own wire form.
    const wire = wireOf.get(held) ?? (held as Wire);
    return { held: expand({ ...applyPatch(wire, patch.ops), v: patch.v, now: patch.now }, codec, wire), resync: false };
  } catch (e) {
    if (e instanceof PatchError) return { held, resync: true };
    throw e;
  }
}

export type { Payload };
