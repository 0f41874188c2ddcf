/**
 * A write-only secret on its way to the service: handed over once, then gone. Whatever keeps the
 * wrapper afterwards — React Query's mutation cache keeps a mutation's variables — holds nothing,
 * and it never serialises to its value.
 */
export class WriteOnlySecret {
  #value: string | null;

  constructor(value: string) {
    this.#value = value;
  }

  take(): string {
    const value = this.#value;
    if (value === null) throw new Error('the secret has already been sent');
    this.#value = null;
    return value;
  }

  get taken(): boolean {
    return this.#value === null;
  }

  toJSON(): string {
    return '[write-only]';
  }

  toString(): string {
    return '[write-only]';
  }
}
