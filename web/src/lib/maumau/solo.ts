import * as v from 'valibot';
import type { SeatInfo } from '$shared/table/host';
import { LEVELS, type Level } from '$shared/engine/bot';

/** The solo setup as it travels in the address (?gegner=2&staerke=mittel), checked on entry. */
export const SoloParams = v.object({
  opponents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
  strength: v.picklist(LEVELS),
});
export type SoloParams = v.InferOutput<typeof SoloParams>;

export function parseSoloParams(search: URLSearchParams): SoloParams {
  const parsed = v.safeParse(SoloParams, {
    opponents: Number(search.get('gegner') ?? '1'),
    strength: search.get('staerke') ?? 'mittel',
  });
  return parsed.success ? parsed.output : { opponents: 1, strength: 'mittel' };
}

/** The person at seat 0, then the computers at the chosen strength. */
export function soloSeats(p: SoloParams, humanName: string): SeatInfo[] {
  const seats: SeatInfo[] = [{ kind: 'human', name: humanName }];
  for (let i = 1; i <= p.opponents; i++) seats.push({ kind: 'bot', name: `Computer ${i}`, bot: p.strength });
  return seats;
}
