/** A call's detection did not finish within its budget (waiting for a worker included). */
export class DetectionDeadlineError extends Error {
  constructor(
    readonly budgetMs: number,
    /** Whether the call was still waiting for a free worker when the budget ran out. */
    readonly queued: boolean,
  ) {
    super(`name detection exceeded its budget of ${budgetMs} ms${queued ? ' while waiting for a worker' : ''}`);
    this.name = 'DetectionDeadlineError';
  }
}

/** The detector threw, or its worker died. The message never carries the detector's own message. */
export class DetectorFailedError extends Error {
  constructor(readonly errorName: string) {
    super(`the name detector failed (${errorName})`);
    this.name = 'DetectorFailedError';
  }
}

/** The pool was closed (the engine is stopping) before the call's detection finished. */
export class DetectorPoolClosedError extends Error {
  constructor() {
    super('the engine is stopping');
    this.name = 'DetectorPoolClosedError';
  }
}
