/**
 * Player names that cannot pass for someone else's. A name is NFKC-normalized (full-width
 * "Ａｌｉｃｅ" becomes "Alice") and may use only Latin letters with the German umlauts and ß,
 * digits, spaces, "_" and "-": no Cyrillic "А" that looks like a Latin "A". Two names with
 * the same skeleton (in the spirit of Unicode TR39: case, umlaut spellings, look-alike digits
 * and letter pairs, separators folded away) count as the same name.
 */

/** Letters, digits, "_" and "-", single spaces inside; `min`–`max` characters. */
const pattern = (min: number, max: number): RegExp => new RegExp(`^(?! )(?!.*  )[A-Za-zÄÖÜäöüß0-9 _-]{${min},${max}}(?<! )$`);

export const ACCOUNT_NAME = pattern(3, 20);
export const GUEST_NAME = pattern(1, 24);

/** What a typed name becomes before it is checked and stored. */
export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

/** Look-alikes inside the allowed characters, after lower-casing ("I", "i", "l" and "1" are one). */
const FOLDS: [RegExp, string][] = [
  [/ß/g, 'ss'],
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/[ _-]/g, ''],
  [/[i1]/g, 'l'],
  [/0/g, 'o'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** The form under which names are unique: "Alice", "ALICE", "A lice" and "AIice" are one name. */
export function nameSkeleton(name: string): string {
  let s = normalizeName(name).toLowerCase();
  for (const [re, to] of FOLDS) s = s.replace(re, to);
  return s;
}
