/**
 * The login's slow-down against password guessing (docs/decisions/0028): counted per email as typed and client
 * address, whether or not the email belongs to anyone, so the answers never tell whether an account exists.
 *
 * - The first `FREE_FAILURES` wrong passwords within the window cost nothing extra (a person who mistypes
 *   once or twice never notices).
 * - Each further attempt waits before it is checked: 1 s, 2 s, 4 s.
 * - The `LOCK_AT`-th wrong password locks that email from that address for a minute, the next lock for two,
 *   then four, at most five: every attempt meanwhile answers 429 with `Retry-After`, its password unchecked.
 * - After a lock one more wrong password locks again (longer); the right one signs in and clears the count.
 * - A count is forgotten `WINDOW_MS` after its last wrong password.
 *
 * The counters are kept in memory, not in the database: they matter for minutes, are written on every
 * wrong password (a database write per guess would make guessing cheaper for the attacker than for the
 * sandbox), and the clock must be injectable without the database's `now()`. A restart forgets them —
 * only whoever can restart the sandbox could use that. The map is bounded.
 */

export interface ThrottleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: ThrottleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const FREE_FAILURES = 5;
export const LOCK_AT = 8;
const FIRST_DELAY_MS = 1000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 5 * 60_000;
export const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

interface Counter {
  failures: number;
  locks: number;
  lockedUntil: number;
  /** How long the current lock lasts: counted again from the answer of the wrong password that brought it. */
  lockMs: number;
  lastFailureAt: number;
}

export type AttemptGate = { kind: 'locked'; retryAfterSeconds: number } | { kind: 'proceed'; delayMs: number };

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly clock: ThrottleClock = systemClock) {}

  static keyOf(email: string, clientAddress: string): string {
    return `${email.trim().toLowerCase()}\u0000${clientAddress}`;
  }

  /**
   * Called before the password is checked. An attempt let through is counted as a wrong one at once, so
   * that attempts sent side by side cannot all slip in under the limit; `succeeded` takes it back.
   */
  begin(key: string): AttemptGate {
    const now = this.clock.now();
    const counter = this.current(key, now);
    if (counter.lockedUntil > now) return { kind: 'locked', retryAfterSeconds: Math.ceil((counter.lockedUntil - now) / 1000) };
    const previous = counter.failures;
    counter.failures += 1;
    counter.lastFailureAt = now;
    if (counter.failures >= LOCK_AT) {
      counter.lockMs = Math.min(FIRST_LOCK_MS * 2 ** counter.locks, MAX_LOCK_MS);
      counter.lockedUntil = now + counter.lockMs;
      counter.locks += 1;
      // after the lock, one more wrong password locks again
      counter.failures = LOCK_AT - 1;
    }
    this.counters.set(key, counter);
    this.bound();
    const delayMs = previous >= FREE_FAILURES ? FIRST_DELAY_MS * 2 ** Math.min(previous - FREE_FAILURES, 2) : 0;
    return { kind: 'proceed', delayMs };
  }

  /**
   * After a wrong password: the lock it brought, if any (the attempt was already counted by `begin`). The
   * lock runs from this answer, not from before the attempt's wait.
   */
  lockAfterFailure(key: string): { retryAfterSeconds: number } | undefined {
    const now = this.clock.now();
    const counter = this.counters.get(key);
    if (!counter || counter.lockedUntil <= now) return undefined;
    counter.lockedUntil = Math.max(counter.lockedUntil, now + counter.lockMs);
    return { retryAfterSeconds: Math.ceil((counter.lockedUntil - now) / 1000) };
  }

  succeeded(key: string): void {
    this.counters.delete(key);
  }

  wait(ms: number): Promise<void> {
    return ms > 0 ? this.clock.sleep(ms) : Promise.resolve();
  }

  private current(key: string, now: number): Counter {
    const counter = this.counters.get(key);
    if (!counter || (counter.lockedUntil <= now && now - counter.lastFailureAt > WINDOW_MS)) {
      return { failures: 0, locks: 0, lockedUntil: 0, lockMs: 0, lastFailureAt: now };
    }
    return counter;
  }

  private bound(): void {
    if (this.counters.size <= MAX_TRACKED) return;
    const now = this.clock.now();
    for (const [key, counter] of this.counters) {
      if (counter.lockedUntil <= now && now - counter.lastFailureAt > WINDOW_MS) this.counters.delete(key);
    }
    // still full: forget the oldest (a Map iterates in insertion order)
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_TRACKED) break;
      this.counters.delete(key);
    }
  }
}
