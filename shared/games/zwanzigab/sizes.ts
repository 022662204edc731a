/**
 * How many seats, cards and tricks a round has: plain numbers the board needs, apart from
 * rules.ts so that the online board does not carry the rules (rules.ts re-exports them).
 */
export const SEATS = 4;
export const HAND_SIZE = 6;
export const TRICKS = HAND_SIZE;
