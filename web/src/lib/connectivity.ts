/**
 * Whether this page can reach the server. The browser's own flag is not enough: it often says
 * "online" on a dead network (or in an emulated offline mode), so each change of the flag, the
 * page's start and, while offline, every 15 s are checked by asking the server itself.
 * Returns the function that stops watching.
 */
export function watchConnectivity(report: (online: boolean) => void): () => void {
  let stopped = false;
  let online = true;
  const set = (value: boolean) => {
    if (stopped) return;
    online = value;
    report(value);
  };
  const probe = async (): Promise<void> => {
    if (!navigator.onLine) return set(false);
    try {
      const res = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(4000) });
      // Read to the end, whatever the answer: a body left unread keeps the request open until the timeout aborts it.
      await res.arrayBuffer();
      set(res.ok);
    } catch {
      set(false);
    }
  };
  const update = () => void probe();
  addEventListener('online', update);
  addEventListener('offline', update);
  const timer = setInterval(() => {
    if (!online) void probe();
  }, 15_000);
  void probe();
  return () => {
    stopped = true;
    clearInterval(timer);
    removeEventListener('online', update);
    removeEventListener('offline', update);
  };
}
