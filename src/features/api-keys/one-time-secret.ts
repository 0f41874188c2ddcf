/**
 * A new key's secret, held where forgetting it reaches every copy of the holder. React keeps a view's
 * previous props, state and the closures made in that render (an alternate fiber, a development-build
 * owner link) for a while after the view has moved on; had they held the string itself, the secret would
 * stay in the page's memory after the person dismissed it. They hold this instead, and `forget` leaves
 * nothing for them to reach (docs/decisions/0021, principle 2).
 */
export class OneTimeSecret {
  #value: string | null;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret, until it is forgotten. */
  get value(): string | null {
    return this.#value;
  }

  forget(): void {
    this.#value = null;
  }

  /** Never serialised: a holder that reaches a log, a cache or storage carries nothing. */
  toJSON(): Record<string, never> {
    return {};
  }
}
