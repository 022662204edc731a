import { equal } from '../protocol/patch';
import type { Payload } from '../protocol/table';

/**
 * A seat's payload as it goes over the socket. Each change is sent to every seat as a patch
 * of this shape, so whatever a client can tell from the rest of its payload is better left
 * out: a game's codec packs the engine's view (Mau-Mau: the log tells the card counts, the
 * piles, the penalty...), and `legal` is left out when the codec lists the very same moves
 * from the view. The client expands it again (`expandPayload`), so pages, bots and the
 * fairness check see the engine's view unchanged.
 */

export interface WireCodec<V, W, M> {
  /**
   * The view as sent. Must be undone exactly by `expand`. `prev` is the same seat's last
   * wire view, a hint that may save work (a codec checks it, never trusts it).
   */
  pack(view: V, prev?: W): W;
  expand(wire: W, prev?: W): V;
  /** The moves the seat may make, told from its view alone. */
  legal(view: V): M[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWireCodec = WireCodec<any, any, any>;

/** `legal` missing means: the codec's `legal(view)`, or none when there is no view. */
export type WirePayload = Omit<Payload<unknown, unknown>, 'legal'> & { legal?: unknown[] };

/** `prev`: the seat's last wire payload, if the caller kept it (a hint, as for the codec). */
export function packPayload(codec: AnyWireCodec | undefined, payload: Payload<unknown, unknown>, prev?: WirePayload): WirePayload {
  if (!codec || payload.view === null) return payload;
  const { legal, ...rest } = payload;
  const wire: WirePayload = { ...rest, view: codec.pack(payload.view, prev?.view ?? undefined) };
  // A seat that is no longer its person's (the computer took over) may make no moves at all.
  if (!equal(codec.legal(payload.view), legal)) wire.legal = legal;
  return wire;
}

export function expandPayload(codec: AnyWireCodec | undefined, wire: WirePayload, prev?: WirePayload): Payload<unknown, unknown> {
  if (!codec || wire.view === null) return { ...wire, legal: wire.legal ?? [] };
  const view: unknown = codec.expand(wire.view, prev?.view ?? undefined);
  return { ...wire, view, legal: wire.legal ?? codec.legal(view) };
}
