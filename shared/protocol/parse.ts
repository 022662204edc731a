import * as v from 'valibot';
import { MAX_CLIENT_MESSAGE_BYTES, clientMessageSchema, type ClientMessage, type ErrorCode } from './table';

/**
 * Turns one raw WebSocket frame into a checked client message, or the error code to answer
 * with. Never throws: bad input is an answer, not a crash.
 */

export type Parsed<M> = { ok: true; msg: ClientMessage<M> } | { ok: false; code: ErrorCode };

export interface ClientParser<M> {
  (raw: string | ArrayBuffer): Parsed<M>;
}

const byteLength = (s: string): number =>
  // Cheap upper bound first: UTF-8 needs at most three bytes per UTF-16 unit.
  s.length * 3 <= MAX_CLIENT_MESSAGE_BYTES ? s.length : new TextEncoder().encode(s).length;

export function clientParser<M>(moveSchema: v.GenericSchema<unknown, M>): ClientParser<M> {
  const schema = clientMessageSchema(moveSchema);
  const types = new Set<string>(schema.options.map((o) => o.entries.type.literal));
  return (raw) => {
    if (typeof raw !== 'string') return { ok: false, code: raw.byteLength > MAX_CLIENT_MESSAGE_BYTES ? 'too-large' : 'bad-json' };
    if (byteLength(raw) > MAX_CLIENT_MESSAGE_BYTES) return { ok: false, code: 'too-large' };
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, code: 'bad-json' };
    }
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    if (typeof type !== 'string' || !types.has(type)) return { ok: false, code: 'unknown-type' };
    const parsed = v.safeParse(schema, data);
    return parsed.success ? { ok: true, msg: parsed.output } : { ok: false, code: 'bad-message' };
  };
}
