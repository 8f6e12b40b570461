/**
 * Deadlines of one fixed length shared by every request in flight, on one timer. Every deadline is
 * "now + the same length", so they expire in the order they were set: a list in that order, a timer
 * armed for its head, and O(1) to set or clear one, whatever the number in flight. A request that
 * finishes unlinks its deadline; the timer is never re-armed for it (when it fires for a deadline
 * already gone, it re-arms for the new head), so under load it fires about once per length instead
 * of a timer being made and cleared for every request.
 */

/** A deadline set with {@link Deadlines.set}; clear it once the work it bounds is done. */
export interface Deadline {
  /** Drops the deadline: it will not expire. Idempotent. */
  clear(): void;
}

class Entry implements Deadline {
  prev: Entry | undefined;
  next: Entry | undefined;
  linked = true;

  constructor(
    private readonly owner: Deadlines,
    readonly expiresAt: number,
    readonly onExpire: () => void,
  ) {}

  clear(): void {
    if (this.linked) this.owner.unlink(this);
  }
}

export class Deadlines {
  private head: Entry | undefined;
  private tail: Entry | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (ms on {@link now}'s clock). */
  private timerAt = 0;

  constructor(
    /** How long each deadline is, in ms. */
    readonly lengthMs: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** Calls `onExpire` {@link lengthMs} from now, unless the returned deadline is cleared first. */
  set(onExpire: () => void): Deadline {
    const entry = new Entry(this, this.now() + this.lengthMs, onExpire);
    if (this.tail === undefined) this.head = entry;
    else {
      this.tail.next = entry;
      entry.prev = this.tail;
    }
    this.tail = entry;
    if (this.timer === undefined) this.arm(entry.expiresAt);
    return entry;
  }

  /** How many deadlines are set and not yet cleared or expired. */
  get size(): number {
    let n = 0;
    for (let e = this.head; e !== undefined; e = e.next) n++;
    return n;
  }

  /** @internal */
  unlink(entry: Entry): void {
    entry.linked = false;
    if (entry.prev === undefined) this.head = entry.next;
    else entry.prev.next = entry.next;
    if (entry.next === undefined) this.tail = entry.prev;
    else entry.next.prev = entry.prev;
    entry.prev = entry.next = undefined;
    // Nothing left to wait for: no timer keeps running (nor the process alive) for deadlines gone.
    if (this.head === undefined && this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
  }

  private arm(at: number): void {
    this.timerAt = at;
    // Rounded up: a timer never fires before its time, so no deadline is found early and re-armed for 0 ms.
    this.timer = setTimeout(() => this.expire(), Math.max(0, Math.ceil(at - this.now())));
    // Deadlines bound work that keeps the process alive by itself (an open connection); they do not.
    this.timer.unref();
  }

  private expire(): void {
    this.timer = undefined;
    const now = Math.max(this.now(), this.timerAt);
    while (this.head !== undefined && this.head.expiresAt <= now) {
      const entry = this.head;
      this.unlink(entry);
      entry.onExpire();
    }
    if (this.head !== undefined && this.timer === undefined) this.arm(this.head.expiresAt);
  }
}
