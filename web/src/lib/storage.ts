/** localStorage that tolerates private modes and quota errors: settings are a nicety, never a crash. */
export function loadJson<T>(key: string, fallback: T, valid: (x: unknown) => x is T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function saveJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the game goes on without saving */
  }
}
