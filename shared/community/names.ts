import prototypes from 'unhomoglyph/data.json';

/**
 * Player names that cannot pass for someone else's. A name is NFKC-normalized (full-width
 * "Ａｌｉｃｅ" becomes "Alice") and may use only Latin letters with the German umlauts and ß,
 * digits, spaces, "_" and "-": no Cyrillic "А" that looks like a Latin "A". Two names are
 * confusable when they share a skeleton: our own folds below (spellings of one name, and
 * look-alikes among the allowed characters), then the Unicode TR39 skeleton.
 */

/** Letters, digits, "_" and "-", single spaces inside; `min`–`max` characters. */
const pattern = (min: number, max: number): RegExp => new RegExp(`^(?! )(?!.*  )[A-Za-zÄÖÜäöüß0-9 _-]{${min},${max}}(?<! )$`);

export const ACCOUNT_NAME = pattern(3, 20);
export const GUEST_NAME = pattern(1, 24);

/** What a typed name becomes before it is checked and stored. */
export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

/**
 * Everything we fold ourselves, in this order, after lower-casing: spellings of the same name
 * and look-alikes that TR39 leaves alone (among the allowed characters it maps only
 * m→rn, 0→O and 1, I→l). A fold with two results is ambiguous: "ß" is spelled "ss" but looks
 * like "B", "ii" looks like "u" and like "ll". Such a name gets a skeleton for each reading.
 * migrations/0009_name_skeletons.sql computes the same for the accounts made before it
 * (test/worker/names.test.ts checks that both agree).
 */
export const FOLDS: readonly (readonly [from: string, to: string | readonly [string, string]])[] = [
  ['ß', ['ss', 'b']], // Strauß = Strauss; ßert looks like Bert
  ['ä', 'ae'], // Müller = Mueller
  ['ö', 'oe'],
  ['ü', 'ue'],
  [' ', ''], // "A lice", "A_lice", "A-lice" = "Alice"
  ['_', ''],
  ['-', ''],
  ['cl', 'd'], // Clave looks like Dave (before i→l: "Alicia" is not "Alida")
  ['ii', ['ii', 'u']], // iiwe looks like Uwe
  ['i', 'l'], // I, i, l and 1 are one stroke
  ['1', 'l'],
  ['0', 'o'], // 0tto = Otto
  ['5', 's'], // Ka5par = Kaspar
  ['8', 'b'], // 8ernd = Bernd
  ['rn', 'm'], // Bjorn looks like Bjom
  ['nn', 'm'], // Enna looks like Erna and Ema
  ['vv', 'w'],
];

/** TR39 confusables.txt (Unicode 13.0, via the unhomoglyph package): code point → prototype. */
const PROTOTYPES: Record<string, string | undefined> = prototypes;

/** The TR39 skeleton: NFD, each code point by its prototype, NFD again. */
export function tr39Skeleton(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFD')) out += PROTOTYPES[ch] ?? ch;
  return out.normalize('NFD');
}

/**
 * The forms under which names are unique, the usual reading first: "Alice", "ALICE",
 * "A lice" and "AIice" share one; "Straße" has "strasse" and "strabe". Two names are
 * confusable when any of their skeletons are the same.
 */
export function nameSkeletons(name: string): string[] {
  let forms = [normalizeName(name).toLowerCase()];
  for (const [from, to] of FOLDS) {
    const tos = typeof to === 'string' ? [to] : to;
    forms = forms.flatMap((f) => (f.includes(from) ? tos.map((t) => f.replaceAll(from, t)) : [f]));
  }
  return [...new Set(forms.map((f) => tr39Skeleton(f).toLowerCase()))];
}

/** The usual reading's skeleton (users.name_skeleton). */
export const nameSkeleton = (name: string): string => nameSkeletons(name)[0]!;

/** True when `a` could pass for `b` (or the other way round). */
export function confusableNames(a: string, b: string): boolean {
  const mine = nameSkeletons(a);
  return nameSkeletons(b).some((s) => mine.includes(s));
}
