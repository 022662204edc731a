/**
 * A clock for countdowns to the server's deadlines (`at`, server epoch ms). `offset` is how
 * far this browser's clock is ahead of the server's, taken from each message's `now`.
 */
export class ServerClock {
  /** This browser's time, refreshed while started. */
  local = $state(Date.now());
  offset = $state(0);

  /** Call with the server's `now` when a message arrives. */
  sync(serverNow: number): void {
    this.offset = Date.now() - serverNow;
  }

  start(): () => void {
    const id = setInterval(() => (this.local = Date.now()), 500);
    return () => clearInterval(id);
  }

  /** The server's time now, as far as this browser can tell. */
  serverNow(): number {
    return Date.now() - this.offset;
  }

  /** Whole seconds since server time `at` (never negative). */
  secondsSince(at: number): number {
    return Math.max(0, Math.floor((this.local - this.offset - at) / 1000));
  }

  /** Whole seconds until server time `at` (never negative). */
  secondsUntil(at: number): number {
    return Math.max(0, Math.ceil((at - (this.local - this.offset)) / 1000));
  }
}
