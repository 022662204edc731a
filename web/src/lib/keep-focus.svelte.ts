/**
 * Keeps keyboard and screen-reader users in the game. A played card's button disappears
 * with it, "Karte spielen" turns disabled, a result dialog closes: each time the focus falls
 * to the page. Then it goes back into the table: to the first match of the first selector
 * in `selectors` that matches (e.g. an enabled hand card, then the action buttons), else to
 * the table's `fallback` element (a hand region with tabindex="-1"), so the next Tab
 * continues inside the game. Only when the browser dropped the focus (the element was
 * removed, disabled or its dialog closed): never on first load, never away from a focus
 * the person chose.
 *
 * The check runs after every new table state and shortly after any focus change inside the
 * table: Chromium moves the focus off a button that became disabled only at its next
 * rendering step, after Svelte's effects have run.
 * Call while a component initialises (it sets up effects).
 */
export function keepFocusInGame(
  version: () => number,
  root: () => HTMLElement | null,
  selectors: string | readonly string[],
  fallback = '[data-focus-fallback]',
): void {
  const list = typeof selectors === 'string' ? [selectors] : selectors;
  /** The last element focused inside the table: the page only takes over when the browser dropped it. */
  let last: HTMLElement | null = null;

  /** The browser took the focus away: the element was removed, disabled or its dialog closed. */
  function dropped(): boolean {
    if (!last) return false;
    return !last.isConnected || (last as HTMLButtonElement).disabled === true || last.closest('dialog:not([open])') !== null;
  }

  function restore(): void {
    const el = root();
    const active = document.activeElement;
    if (!el) return;
    // The fallback is only a place to wait while nothing can be pressed.
    const parked = active instanceof HTMLElement && active.matches(fallback) && el.contains(active);
    const fell = (!active || active === document.body || active === last) && dropped();
    if (!parked && !fell) return;
    // A modal dialog owns the focus while it is open.
    if (document.querySelector('dialog[open]')) return;
    for (const s of list) {
      const target = el.querySelector<HTMLElement>(s);
      if (target) {
        target.focus({ preventScroll: true });
        return;
      }
    }
    if (!parked) el.querySelector<HTMLElement>(fallback)?.focus({ preventScroll: true });
  }

  /** After the browser's own focus fix-up (disabled or removed elements) has happened. */
  function soon(): void {
    requestAnimationFrame(() => setTimeout(restore, 0));
  }

  $effect(() => {
    void version();
    soon();
  });

  $effect(() => {
    const el = root();
    if (!el) return;
    const engage = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !e.target.matches(fallback)) last = e.target;
    };
    el.addEventListener('focusin', engage);
    el.addEventListener('focusout', soon);
    // A closing dialog inside the table (the result of a round) hands the focus back.
    el.addEventListener('close', soon, true);
    return () => {
      el.removeEventListener('focusin', engage);
      el.removeEventListener('focusout', soon);
      el.removeEventListener('close', soon, true);
    };
  });
}
