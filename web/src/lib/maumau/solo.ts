import * as v from 'valibot';
import { maumau } from '$shared/games/maumau/game';
import { maumauBots } from '$shared/games/maumau/bots';
import type { MauMove, MauState, MauView, MauDeal } from '$shared/games/maumau/types';
import { LocalRunner } from '$shared/table/local-runner';
import type { SeatInfo } from '$shared/table/host';
import { randomHex } from '$shared/table/fairness';
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

export type MauRunner = LocalRunner<MauState, MauMove, MauView, MauDeal>;

export function createSoloRunner(p: SoloParams, paceMs: number, round: number, humanName: string): MauRunner {
  const seats: SeatInfo[] = [{ kind: 'human', name: humanName }];
  for (let i = 1; i <= p.opponents; i++) seats.push({ kind: 'bot', name: `Computer ${i}`, bot: p.strength });
  return new LocalRunner({ game: maumau, seats, bots: maumauBots, humanSeat: 0, seed: randomHex(16), paceMs, round });
}
