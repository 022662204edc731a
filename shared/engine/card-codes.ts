/**
 * Short card codes ("H7", "SJ", "D10", "CO") for tests, logs and prepared deals: the suit's
 * letter (Herz/Hearts, Karo/Diamonds, Pik/Spades, Kreuz/Clubs in this order) and the rank's
 * code. Every game whose cards are numbers `suit * ranks + rank` shares this.
 */
const SUIT_LETTERS = ['H', 'D', 'S', 'C'];

export function cardCodes(rankCodes: readonly string[]) {
  const ranks = rankCodes.length;
  const deckSize = SUIT_LETTERS.length * ranks;
  const cardCode = (c: number): string => `${SUIT_LETTERS[Math.floor(c / ranks)]}${rankCodes[c % ranks]}`;
  const parseCard = (code: string): number => {
    const s = SUIT_LETTERS.indexOf(code.charAt(0).toUpperCase());
    const r = rankCodes.indexOf(code.slice(1).toUpperCase());
    if (s < 0 || r < 0) throw new Error(`unknown card code ${code}`);
    return s * ranks + r;
  };
  const parseCards = (codes: string): number[] => (codes.trim() === '' ? [] : codes.trim().split(/\s+/).map(parseCard));
  const isCard = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < deckSize;
  return { cardCode, parseCard, parseCards, isCard };
}
