/**
 * The gate's view of the mounted license. Every request is judged on a stat of the files taken after
 * it arrived ({@link LicenseWatcher.judgeNow}): one stat per event-loop turn, shared by every request
 * that arrived in that turn; when it differs from the stat taken before the last read, those requests
 * wait for a fresh read, shared with every request that needs it, so a request that arrives after a
 * change is complete is judged on the changed files. The files are also re-read when their directory
 * changes (a Secret volume swaps its `..data` symlink there, which a watch on the directory sees), and
 * polled on a fixed cadence besides (a watch can miss changes, and a rewrite within one timestamp tick
 * that keeps the size leaves the stat unchanged), so the gauge and the logs follow the files without
 * traffic. The poll reads content only while such a rewrite is still possible; content is re-verified
 * only when it changed.
 */
import { watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyLike } from 'jose';
import { importLicensePublicKeys, judgeLicense, readLicense, readRevocations, type LicenseClaims, type LicenseProblem } from '../lib/license';
import { SECRET_MAX_BYTES, readBoundedFile, withDeadline, type FileRead } from './bounded-read';
import { stampFilesNow, type FilesStamp } from './file-stamp';
import type { GateMetrics } from './metrics';

/** The feature a gate needs. */
export const GATE_FEATURE = 'guardrail';

export type GateLicenseProblem = LicenseProblem | 'feature-missing';

export interface LicenseFiles {
  readonly license: string;
  readonly publicKey: string;
  readonly revocations: string;
}

export interface LicenseWatcherOptions {
  readonly files: LicenseFiles;
  readonly pollMs: number;
  /** A read of the three files that takes longer counts as failed: no valid license. */
  readonly readTimeoutMs: number;
  readonly clock: () => number;
  readonly log: FastifyBaseLogger;
  readonly metrics: GateMetrics;
}

interface Problem {
  readonly reason: GateLicenseProblem;
  readonly message: string;
}

/** What the files said at the last change: verified claims (signature, shape, revocation, feature) or why not. */
type Loaded = { readonly claims: LicenseClaims; readonly fromMs: number; readonly untilMs: number } | { readonly problem: Problem };

/** Verifies the files' content once; everything but the clock is decided here. */
async function load(files: LicenseFiles, contents: FileRead[]): Promise<Loaded> {
  const [license, publicKey, revocations] = contents;
  if (license.error !== undefined) return { problem: { reason: 'missing', message: `cannot read the license ${files.license}: ${license.error}` } };
  if (publicKey.text === undefined) {
    return { problem: { reason: 'missing', message: `cannot read the license public key ${files.publicKey}: ${publicKey.error ?? 'ENOENT'}` } };
  }
  if (revocations.error !== undefined) {
    return { problem: { reason: 'missing', message: `cannot read the revocation list ${files.revocations}: ${revocations.error}` } };
  }
  // Several keys while the signing key is rotated: a license of either verifies.
  let key: KeyLike[];
  try {
    key = await importLicensePublicKeys(publicKey.text);
  } catch (e) {
    return { problem: { reason: 'bad-signature', message: (e as Error).message } };
  }
  const read = await readLicense(license.text, key);
  if (!('ok' in read)) return { problem: read };
  const revoked = await readRevocations(revocations.text, key);
  if (!revoked.ok) return { problem: revoked };
  // Revocation only changes with the files, so it is decided here; nbf and exp wait for the clock.
  if (revoked.revoked.has(read.claims.jti)) return { problem: { reason: 'revoked', message: `license ${read.claims.jti} is revoked` } };
  if (!read.claims.features.includes(GATE_FEATURE)) {
    return { problem: { reason: 'feature-missing', message: `license ${read.claims.jti} does not include feature '${GATE_FEATURE}'` } };
  }
  return { claims: read.claims, fromMs: read.claims.nbf * 1000, untilMs: read.claims.exp * 1000 };
}

/**
 * How long after the files' last change a rewrite in place could still leave their stat unchanged:
 * a write stamps the file with the kernel's coarse clock, which lags the real time by at most one
 * tick (a few ms). Far more than that, so a clock that is stepped a little does not matter.
 */
const SAME_STAMP_WINDOW_MS = 2000;

export class LicenseWatcher {
  private loaded: Loaded = { problem: { reason: 'missing', message: 'the license has not been read yet' } };
  private fromMs = Infinity;
  private untilMs = -Infinity;
  private lastContent: string | undefined;
  /** The files' stat taken right before the last read began; undefined until one ends. */
  private readStat: FilesStamp | undefined;
  /**
   * Whether the stat alone now tells every change: the last read began more than
   * {@link SAME_STAMP_WINDOW_MS} after the files' last change, so any later write changes their stat.
   */
  private statTellsAll = false;
  /** The requests waiting for this event-loop turn's stat: they all get its verdict. */
  private turnWaiters: Array<(allowed: boolean) => void> | undefined;
  private valid: boolean | undefined;
  private timer: NodeJS.Timeout | undefined;
  private watchers: FSWatcher[] = [];
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private stopped = false;
  /** The three files, in the order every stamp lists them. */
  private readonly paths: readonly string[];

  constructor(private readonly options: LicenseWatcherOptions) {
    const { files } = options;
    this.paths = [files.license, files.publicKey, files.revocations];
  }

  /** Reads the files once (so the first request is judged on them), then watches and polls. */
  async start(): Promise<void> {
    await this.poll();
    if (this.stopped) return;
    const { files } = this.options;
    for (const dir of new Set([files.license, files.publicKey, files.revocations].map((f) => dirname(f)))) {
      try {
        const watcher = watch(dir, { persistent: false }, () => this.trigger());
        // A directory that goes away ends its watch; the poll carries on alone.
        watcher.on('error', () => watcher.close());
        this.watchers.push(watcher);
      } catch {
        // No such directory yet, or no inotify: the poll alone still finds every change.
      }
    }
    // A fixed cadence, not "one interval after the last read ended": a slow read does not push the next one back.
    this.timer = setInterval(() => this.trigger(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
  }

  /**
   * Re-reads now, or right after the read under way (which may have started before the change).
   * Settles once a read that began after this call has ended.
   */
  private trigger(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = (async () => {
      try {
        do {
          this.pollAgain = false;
          await this.poll();
        } while (this.pollAgain && !this.stopped);
      } finally {
        // In the same step as the last check of pollAgain: a caller after it starts a new read
        // instead of joining one that is already over.
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  /**
   * Whether a request may be forwarded, judged on the files as they are after it arrived: a stat of
   * each file (microseconds) and, when one changed since the last read, a wait for a fresh read (bounded
   * by the read timeout). Call it once the request is whole; `then` gets the verdict, without a promise
   * per request. `then` must not throw (a throw would keep the verdict from the requests after it in the turn).
   *
   * Why sharing one stat per turn stays causal: the stat runs in a `setImmediate` callback, i.e. in the
   * check phase, which comes after the poll phase in which the event loop read the sockets. Every
   * request that calls this before that callback runs has already been read whole from its socket, so
   * it was sent, and any change completed before it was sent had completed, before the stat began; the
   * stat sees that change (or the read it triggers does). A call made during the check phase itself
   * gets the next turn's stat, which also begins after it. The clock is read after the stat too.
   */
  judgeNow(then: (allowed: boolean) => void): void {
    if (this.turnWaiters !== undefined) {
      this.turnWaiters.push(then);
      return;
    }
    this.turnWaiters = [then];
    setImmediate(this.judgeTurn);
  }

  private readonly judgeTurn = (): void => {
    const waiters = this.turnWaiters!;
    // Later callers start a new turn's stat: this one may have begun before they arrived.
    this.turnWaiters = undefined;
    const verdict = this.judgeAfterStat();
    if (typeof verdict === 'boolean') for (const then of waiters) then(verdict);
    else void verdict.then((allowed) => {
      for (const then of waiters) then(allowed);
    });
  };

  private judgeAfterStat(): boolean | Promise<boolean> {
    const now = stampFilesNow(this.paths);
    if (!now.sameAs(this.readStat)) return this.trigger().then(() => this.allows());
    return this.allows();
  }

  /** Whether a request may be forwarded now. Logs and updates the gauge when the answer flips. */
  allows(): boolean {
    const now = this.options.clock();
    const ok = now >= this.fromMs && now < this.untilMs;
    if (ok !== this.valid) this.flip(ok, now);
    return ok;
  }

  /** Why requests are blocked now (undefined while they are forwarded). */
  problem(): Problem | undefined {
    const now = this.options.clock();
    if ('problem' in this.loaded) return this.loaded.problem;
    const verdict = judgeLicense(this.loaded.claims, now, new Set());
    return verdict.valid ? undefined : { reason: verdict.reason, message: verdict.message };
  }

  /**
   * Re-reads the files; verifies them again only if their content changed. Skips the read when the
   * stat alone tells every change and says none happened. Never throws.
   */
  async poll(): Promise<void> {
    const { files, log, readTimeoutMs } = this.options;
    try {
      const read = (file: string) => readBoundedFile(file, SECRET_MAX_BYTES);
      const timedOut = `not read within ${readTimeoutMs} ms`;
      // Taken before the read: a change during the read leaves a stat that differs, so the next request reads again.
      const startedMs = Date.now();
      const before = stampFilesNow(this.paths);
      if (this.statTellsAll && before.sameAs(this.readStat)) {
        this.allows();
        return;
      }
      const all: Promise<FileRead[]> = Promise.all([read(files.license), read(files.publicKey), read(files.revocations)]);
      const contents = await withDeadline(all, readTimeoutMs, () => [{ error: timedOut }, { error: timedOut }, { error: timedOut }]);
      const content = JSON.stringify(contents);
      if (content !== this.lastContent) {
        this.lastContent = content;
        this.loaded = await load(files, contents);
        this.fromMs = 'claims' in this.loaded ? this.loaded.fromMs : Infinity;
        this.untilMs = 'claims' in this.loaded ? this.loaded.untilMs : -Infinity;
        log.debug({ license_file: files.license, usable: 'claims' in this.loaded }, 'license files changed');
      }
      // Only now that the verdict is the one of this read: a request that stats the files during the
      // verification sees them differ from the previous read's stat and waits for this read.
      this.readStat = before;
      // A write after the stat stamps a time later than the files' last change once that is older than
      // the clock's lag, so from then on the stat changes with every write, even one of the same size.
      this.statTellsAll = before.lastChangeMs < startedMs - SAME_STAMP_WINDOW_MS;
    } catch (e) {
      this.lastContent = undefined;
      this.readStat = undefined;
      this.statTellsAll = false;
      this.loaded = { problem: { reason: 'garbled', message: `reading the license failed: ${(e as Error).message}` } };
      this.fromMs = Infinity;
      this.untilMs = -Infinity;
    }
    // Also flips at expiry when no request comes, so the gauge follows the clock.
    this.allows();
  }

  private flip(ok: boolean, now: number): void {
    this.valid = ok;
    this.options.metrics.setLicenseValid(ok);
    if (ok && 'claims' in this.loaded) {
      const { jti, sub, exp } = this.loaded.claims;
      this.options.log.info(
        { license_id: jti, licensee: sub, expires_at: new Date(exp * 1000).toISOString() },
        `license allows feature '${GATE_FEATURE}': forwarding requests`,
      );
      return;
    }
    const problem = this.problem() ?? { reason: 'missing', message: `no license at ${new Date(now).toISOString()}` };
    this.options.log.warn({ reason: problem.reason, detail: problem.message }, `license does not allow feature '${GATE_FEATURE}': blocking every request`);
  }
}
