import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MauMoveSchema } from '../../games/maumau/schema';
import { MAX_CLIENT_MESSAGE_BYTES, applyPatch, clientParser, diff, errorKey, serverMessageSchema } from '../index';

const parse = clientParser(MauMoveSchema);

describe('client message parser', () => {
  it('accepts every message type in its documented shape', () => {
    const good = [
      { type: 'move', v: 3, move: { type: 'play', card: 12 } },
      { type: 'move', v: 3, move: { type: 'play', card: 4, wish: 2 } },
      { type: 'move', v: 0, move: { type: 'callout', target: 1 } },
      { type: 'fill', v: 1 },
      { type: 'vote', v: 9, choice: 'takeover' },
      { type: 'keepWaiting', v: 2 },
      { type: 'playComputer', v: 2 },
      { type: 'again', v: 40 },
      { type: 'leave', v: 1 },
      { type: 'sync' },
      { type: 'sync', v: 5 },
      { type: 'chat', phrase: 'good-luck' },
      { type: 'chat', phrase: 'clover' },
      { type: 'report', seat: 1 },
      { type: 'report', seat: 3, reason: 'rude' },
    ];
    for (const m of good) expect(parse(JSON.stringify(m)), JSON.stringify(m)).toEqual({ ok: true, msg: m });
  });

  it('names what is wrong with bad input, and never throws', () => {
    const cases: [string | ArrayBuffer, string][] = [
      ['not json', 'bad-json'],
      [new ArrayBuffer(8), 'bad-json'],
      ['null', 'unknown-type'],
      ['[1,2]', 'unknown-type'],
      ['{"type":"cheat","v":1}', 'unknown-type'],
      ['{"v":1}', 'unknown-type'],
      ['{"type":"move","move":{"type":"draw"}}', 'bad-message'],
      ['{"type":"move","v":-1,"move":{"type":"draw"}}', 'bad-message'],
      ['{"type":"move","v":1.5,"move":{"type":"draw"}}', 'bad-message'],
      ['{"type":"move","v":1,"move":{"type":"play","card":32}}', 'bad-message'],
      ['{"type":"move","v":1,"move":{"type":"play","card":"HA"}}', 'bad-message'],
      ['{"type":"move","v":1,"move":{"type":"play","card":3,"wish":4}}', 'bad-message'],
      ['{"type":"move","v":1,"move":{"type":"steal"}}', 'bad-message'],
      ['{"type":"move","v":1,"move":{"type":"draw","extra":1}}', 'bad-message'],
      ['{"type":"vote","v":1,"choice":"maybe"}', 'bad-message'],
      ['{"type":"fill","v":1,"seat":3}', 'bad-message'],
      ['{"type":"chat","phrase":"Viel Glück!"}', 'bad-message'],
      ['{"type":"chat","phrase":"good-luck","text":"hi"}', 'bad-message'],
      ['{"type":"chat"}', 'bad-message'],
      ['{"type":"report","seat":-1}', 'bad-message'],
      ['{"type":"report","seat":1,"reason":"ugly"}', 'bad-message'],
      [JSON.stringify({ type: 'sync', pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }), 'too-large'],
      [JSON.stringify({ type: 'sync', pad: 'ä'.repeat(600) }), 'too-large'],
      [new ArrayBuffer(MAX_CLIENT_MESSAGE_BYTES + 1), 'too-large'],
    ];
    for (const [raw, code] of cases) expect(parse(raw), String(raw).slice(0, 80)).toEqual({ ok: false, code });
  });

  it('builds i18n keys that match the existing phrase scheme', () => {
    expect(errorKey('rule', 'card-not-held')).toBe('error.rule.card-not-held');
    expect(errorKey('stale-version')).toBe('error.stale-version');
  });

  it('has a schema for every server message', () => {
    const schema = serverMessageSchema(MauMoveSchema, v.unknown());
    expect(v.safeParse(schema, { type: 'hash', round: 1, hash: 'ab' }).success).toBe(true);
    expect(v.safeParse(schema, { type: 'error', code: 'rule', key: 'error.rule.x', rule: 'x', v: 3 }).success).toBe(true);
    expect(v.safeParse(schema, { type: 'error', code: 'nonsense', key: 'x', v: 3 }).success).toBe(false);
  });
});

describe('patches', () => {
  it('turn one snapshot into the next, sending only the change', () => {
    const a = { v: 1, view: { hand: [1, 2, 3], log: [{ t: 'play', seat: 0 }], turn: 0, drawn: null }, seats: [{ n: 'A' }], gone: 1 };
    const b = { v: 2, view: { hand: [1, 3], log: [{ t: 'play', seat: 0 }, { t: 'draw', seat: 1 }], turn: 1, drawn: 5 }, seats: [{ n: 'A' }], added: [] };
    const ops = diff(a, b);
    expect(ops).toEqual([
      ['v', 2],
      ['view.hand', [1, 3]],
      ['view.log', 1, [{ t: 'draw', seat: 1 }]],
      ['view.turn', 1],
      ['view.drawn', 5],
      ['added', []],
      ['gone'],
    ]);
    expect(applyPatch(a, ops)).toEqual(b);
    expect(a.view.hand).toEqual([1, 2, 3]); // not mutated
    expect(diff(b, b)).toEqual([]);
  });

  it('refuse to apply where they do not fit', () => {
    expect(() => applyPatch({ x: 1 }, [['x', 1, [2]]])).toThrow(/does not fit/);
    expect(() => applyPatch({ x: 1 }, [['y.z', 2]])).toThrow(/does not fit/);
  });
});
