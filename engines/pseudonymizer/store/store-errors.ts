/**
 * The store could not be read or written (connection refused, timeout, a write that kept losing
 * to concurrent writers). The engine answers such a call with a BLOCKED verdict: without the
 * mapping it can neither mask consistently nor restore, and it must never let a name through.
 * The message never carries a URL or a value: it is logged and may be shown to the client.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
