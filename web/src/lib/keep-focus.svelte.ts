/**
 * A played card's button disappears with it: after each new table state, a focus that fell
 * to the page goes back into the game (the first match of `selector` inside the table), so
 * keyboard users stay in the game. Only when focus was lost, never on first load.
 * Call while a component initialises (it sets up an effect).
 */
export function keepFocusInGame(version: () => number, root: () => HTMLElement | null, selector: string): void {
  let seenVersion = -1;
  $effect(() => {
    const v = version();
    const first = seenVersion < 0;
    seenVersion = v;
    const active = document.activeElement;
    if (first || (active && active !== document.body)) return;
    root()?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  });
}
