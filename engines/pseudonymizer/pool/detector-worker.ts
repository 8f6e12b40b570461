/**
 * The body of one detector worker thread: loads the detector once, tags a warm-up text, says
 * `ready`, then answers one request at a time. The pool terminates this thread when a request runs
 * past its budget, so nothing here needs to watch the clock.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { NameDetector, NameDetectorFactory } from '../core/name-detector';
import type { EntityKind } from '../core/placeholder';
import { WARM_UP_TEXT, type DetectRequest, type DetectorWorkerData, type WorkerMessage } from './worker-protocol';

const ALL_KINDS = new Set<EntityKind>(['person', 'organization']);

async function loadDetector(data: DetectorWorkerData): Promise<NameDetector> {
  if (data.detectorModule === undefined) {
    const { LexiconNameDetector } = await import('../core/lexicon-detector');
    return new LexiconNameDetector();
  }
  // require, not import(): TypeScript compiles import() to require anyway, and require also loads
  // an ES module on Node 22.
  const mod = require(data.detectorModule) as { createDetector?: NameDetectorFactory; default?: { createDetector?: NameDetectorFactory } };
  const factory = mod.createDetector ?? mod.default?.createDetector;
  if (typeof factory !== 'function') throw new Error(`${data.detectorModule} does not export a createDetector function`);
  return factory();
}

/** An error's class name, the only thing of it that leaves the worker (a message may quote the text). */
function errorName(err: unknown): string {
  const name = err instanceof Error ? err.name : typeof err;
  return /^[A-Za-z_$][\w$]{0,63}$/.test(name) ? name : 'Error';
}

function send(message: WorkerMessage): void {
  parentPort!.postMessage(message);
}

async function main(): Promise<void> {
  let detector: NameDetector;
  try {
    detector = await loadDetector(workerData as DetectorWorkerData);
    detector.detect(WARM_UP_TEXT, ALL_KINDS);
  } catch (err) {
    send({ type: 'failed', message: `cannot load the detector: ${(err as Error).message}` });
    return;
  }
  parentPort!.on('message', (req: DetectRequest) => {
    const kinds = new Set(req.kinds);
    try {
      send({ type: 'result', id: req.id, found: req.texts.map((t) => detector.detect(t, kinds)) });
    } catch (err) {
      send({ type: 'error', id: req.id, errorName: errorName(err) });
    }
  });
  send({ type: 'ready' });
}

void main();
