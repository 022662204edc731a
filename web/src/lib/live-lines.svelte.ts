/** What a table's live region should read now, out of all the sentences of the game so far. */
export interface LiveLines {
  readonly fresh: readonly string[];
  /** Where `fresh` starts among all the sentences (a stable key for each paragraph). */
  readonly from: number;
}

/**
 * The sentences not read yet: each batch is marked read 1.5 s after it came, so the region
 * speaks only what is new. With `deal`, opening the page (or a saved game) reads only the
 * latest sentence, and a new deal reads all of its own. Call it while a component starts.
 */
export function liveLines(lines: () => readonly string[], deal?: () => number): LiveLines {
  let read = $state(0);
  let readDeal: number | null = null;
  $effect(() => {
    const n = lines().length;
    if (deal) {
      const d = deal();
      if (readDeal === null) read = Math.max(0, n - 1);
      else if (d !== readDeal) read = 0;
      readDeal = d;
    }
    const id = setTimeout(() => (read = n), 1500);
    return () => clearTimeout(id);
  });
  return {
    get fresh() {
      return lines().slice(read);
    },
    get from() {
      return read;
    },
  };
}
