import type { AnyWireCodec } from '../table/wire';
import { expandMauView, mauLegalFromView, packMauView } from './maumau/wire';

/**
 * The games whose views travel packed, by the `game` field of the view. Kept apart from
 * online.ts so a page can expand what it receives without loading the engines' bots.
 */
export const mauWire = { pack: packMauView, expand: expandMauView, legal: mauLegalFromView } satisfies AnyWireCodec;

const codecs: Readonly<Record<string, AnyWireCodec>> = { maumau: mauWire };

/** The codec of a wire view (a view naming no known game travels as it is). */
export function wireCodecOf(view: unknown): AnyWireCodec | undefined {
  const game = typeof view === 'object' && view !== null ? (view as { game?: unknown }).game : undefined;
  return typeof game === 'string' && Object.hasOwn(codecs, game) ? codecs[game] : undefined;
}
