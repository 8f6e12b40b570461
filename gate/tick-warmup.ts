/**
 * Compiles `process.nextTick` for the calls the gate makes before it serves.
 *
 * Node's stream code calls `process.nextTick` about eight times per forwarded call (the request's
 * end and destroy, the response's finish, writes). How V8 compiles it depends on the calls it has
 * seen by then: compiled from the mix the start-up makes, it builds each tick object on a slow path
 * that costs about ten times as much (2.3–4.1 µs per forwarded call under load, against 0.2–0.5 µs),
 * and which of the two a process gets varies from one start to the next. Compiled from uniform calls
 * first, it always takes the fast path. The warm-up costs a few milliseconds once, at start-up.
 */
const BATCHES = 50;
const CALLS_PER_BATCH = 2_000;

function nothing(): void {}

/** Calls `process.nextTick` 100,000 times with one callback, letting each batch run before the next. */
export async function warmNextTick(): Promise<void> {
  for (let batch = 0; batch < BATCHES; batch++) {
    for (let i = 0; i < CALLS_PER_BATCH; i++) process.nextTick(nothing);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
