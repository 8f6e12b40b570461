import { Worker } from 'node:worker_threads';
import type { CallDetector, DetectedName } from '../core/name-detector';
import type { EntityKind } from '../core/placeholder';
import { DetectionDeadlineError, DetectorFailedError, DetectorPoolClosedError } from './pool-errors';
import type { DetectorWorkerData, WorkerMessage } from './worker-protocol';
import { detectorWorkerScript } from './worker-script';

export interface DetectorPoolProps {
  /**
   * Calls detected at once, each on its own worker thread. The pool keeps one more worker loaded
   * as a spare, so when a worker is terminated the calls behind it never wait for a detector to
   * load.
   */
  readonly size: number;
  /** Milliseconds one call may take, from asking to answer: waiting for a free worker counts. */
  readonly budgetMs: number;
  /** Absolute path of a module exporting `createDetector()`; absent: the lexicon detector. */
  readonly detectorModule?: string;
  /** Told each time a worker is replaced (budget exceeded, died), for logs. */
  readonly onReplace?: (reason: 'deadline' | 'exit') => void;
  /** Told when a replacement worker could not load its detector; it is retried a second later. */
  readonly onStartFailure?: (message: string) => void;
}

interface Call {
  readonly id: number;
  readonly texts: readonly string[];
  readonly kinds: EntityKind[];
  readonly timer: NodeJS.Timeout;
  readonly resolve: (found: DetectedName[][]) => void;
  readonly reject: (err: Error) => void;
  slot?: Slot;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  /** Set once the pool has given up on this worker; its later messages and exit are ignored. */
  retired: boolean;
  call?: Call;
}

/** Time before a worker that failed to start is started again. */
const RESTART_DELAY_MS = 1000;

/**
 * Runs name detection on worker threads under a per-call budget, so the thread that answers HTTP
 * never runs a detector. Calls wait in one FIFO queue for a free worker; a call still unanswered
 * when its budget runs out is rejected with {@link DetectionDeadlineError}, and if a worker was
 * running it, that worker is terminated (which stops even an endless loop) and replaced by a fresh
 * one. The queue needs no bound of its own: every call in it leaves within its budget.
 *
 * `size + 1` workers are kept loaded but at most `size` run at once: a terminated worker's place
 * is taken at once by the spare while a new one loads in the background.
 */
export class DetectorPool implements CallDetector {
  private readonly slots = new Set<Slot>();
  private readonly queue: Call[] = [];
  private readonly restarts = new Set<NodeJS.Timeout>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly props: DetectorPoolProps) {
    if (!Number.isInteger(props.size) || props.size < 1) throw new Error(`the detector pool size must be a positive integer, got ${props.size}`);
    if (!(props.budgetMs > 0)) throw new Error(`the detection budget must be positive, got ${props.budgetMs}`);
  }

  /** Starts every worker and resolves once all have loaded and warmed up their detector. */
  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.props.size + 1 }, () => this.spawn()));
  }

  /** Workers running a call now. */
  busyWorkers(): number {
    let n = 0;
    for (const slot of this.slots) if (slot.call) n++;
    return n;
  }

  /** Calls waiting for a free worker. */
  queuedCalls(): number {
    return this.queue.length;
  }

  detectAll(texts: readonly string[], kinds: ReadonlySet<EntityKind>): Promise<DetectedName[][]> {
    if (this.closed) return Promise.reject(new DetectorPoolClosedError());
    return new Promise((resolve, reject) => {
      const call: Call = {
        id: this.nextId++,
        texts,
        kinds: [...kinds],
        timer: setTimeout(() => this.expire(call), this.props.budgetMs),
        resolve,
        reject,
      };
      this.queue.push(call);
      this.dispatch();
    });
  }

  /** Rejects every waiting and running call and terminates the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.restarts) clearTimeout(t);
    for (const call of this.queue.splice(0)) this.settle(call, new DetectorPoolClosedError());
    const workers: Worker[] = [];
    for (const slot of this.slots) {
      slot.retired = true;
      if (slot.call) this.settle(slot.call, new DetectorPoolClosedError());
      workers.push(slot.worker);
    }
    this.slots.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  /** Starts one worker; resolves when it is ready, rejects when it cannot load its detector. */
  private spawn(): Promise<void> {
    const { filename, options } = detectorWorkerScript();
    const workerData: DetectorWorkerData = { detectorModule: this.props.detectorModule };
    const worker = new Worker(filename, { ...options, workerData });
    const slot: Slot = { worker, ready: false, retired: false };
    this.slots.add(slot);
    return new Promise((resolve, reject) => {
      const failed = (message: string): void => {
        if (slot.retired) return;
        this.retire(slot);
        reject(new Error(message));
      };
      worker.on('message', (msg: WorkerMessage) => {
        if (slot.retired) return;
        if (msg.type === 'ready') {
          slot.ready = true;
          resolve();
          this.dispatch();
        } else if (msg.type === 'failed') {
          failed(msg.message);
        } else {
          this.answer(slot, msg);
        }
      });
      // An uncaught error ends the worker; 'exit' follows and does the replacing.
      worker.on('error', () => undefined);
      worker.on('exit', () => {
        if (slot.retired) return;
        if (!slot.ready) return failed('the detector worker exited while loading the detector');
        const call = slot.call;
        this.retire(slot);
        if (call) this.settle(call, new DetectorFailedError('WorkerExit'));
        this.props.onReplace?.('exit');
        this.replace();
        this.dispatch();
      });
    });
  }

  private answer(slot: Slot, msg: Extract<WorkerMessage, { type: 'result' | 'error' }>): void {
    const call = slot.call;
    if (!call || call.id !== msg.id) return;
    slot.call = undefined;
    if (msg.type === 'result') {
      clearTimeout(call.timer);
      call.resolve(msg.found);
    } else {
      this.settle(call, new DetectorFailedError(msg.errorName));
    }
    this.dispatch();
  }

  /** Hands queued calls to idle ready workers, oldest call first, at most `size` at once. */
  private dispatch(): void {
    let busy = this.busyWorkers();
    for (const slot of this.slots) {
      if (this.queue.length === 0 || busy >= this.props.size) return;
      if (!slot.ready || slot.call) continue;
      busy++;
      const call = this.queue.shift()!;
      call.slot = slot;
      slot.call = call;
      slot.worker.postMessage({ id: call.id, texts: call.texts, kinds: call.kinds });
    }
  }

  private expire(call: Call): void {
    const slot = call.slot;
    if (slot) {
      // The worker may be in an endless loop: only terminating it gets it back.
      this.retire(slot);
      this.props.onReplace?.('deadline');
      this.replace();
    } else {
      const i = this.queue.indexOf(call);
      if (i >= 0) this.queue.splice(i, 1);
    }
    call.reject(new DetectionDeadlineError(this.props.budgetMs, slot === undefined));
    // The spare takes the terminated worker's place now, not when its replacement has loaded.
    this.dispatch();
  }

  private settle(call: Call, err: Error): void {
    clearTimeout(call.timer);
    call.reject(err);
  }

  private retire(slot: Slot): void {
    slot.retired = true;
    slot.call = undefined;
    this.slots.delete(slot);
    void slot.worker.terminate();
  }

  /** Starts a worker in place of a retired one, again a second later if it cannot start. */
  private replace(): void {
    if (this.closed) return;
    this.spawn().catch((err: Error) => {
      this.props.onStartFailure?.(err.message);
      if (this.closed) return;
      const t = setTimeout(() => {
        this.restarts.delete(t);
        this.replace();
      }, RESTART_DELAY_MS);
      this.restarts.add(t);
    });
  }
}
