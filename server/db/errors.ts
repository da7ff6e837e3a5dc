/** The lead store could not be reached or written: the request may succeed if tried again. */
export class StoreUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("The lead store is unavailable", options);
    this.name = "StoreUnavailableError";
  }
}
