/**
 * The gate's view of the mounted license. Every request first stats the files
 * ({@link LicenseWatcher.allowsNow}): when one differs from what the last read saw, the request waits
 * for a fresh read, shared with every request that needs it, so a request that arrives after a change
 * is complete is judged on the changed files. The files are also re-read when their directory changes
 * (a Secret volume swaps its `..data` symlink there, which a watch on the directory sees) and on a fixed
 * cadence besides (a watch can miss changes, and a rewrite within one timestamp tick that keeps the size
 * leaves the stat unchanged), so the gauge and the logs follow the files without traffic. Content is
 * re-verified only when it changed.
 */
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyLike } from 'jose';
import { importLicensePublicKey, judgeLicense, readLicense, readRevocations, type LicenseClaims, type LicenseProblem } from '../lib/license';
import { SECRET_MAX_BYTES, readBoundedFile, withDeadline, type FileRead } from './bounded-read';
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
  let key: KeyLike;
  try {
    key = await importLicensePublicKey(publicKey.text);
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
 * What a stat says about each file, as one string: a changed identity (the kubelet's `..data` swap
 * points the path at a new inode), size, modification or status-change time (nanoseconds) or error
 * differs. `stat` follows the symlinks, as the read does.
 */
async function fingerprint(files: readonly string[]): Promise<string> {
  const each = await Promise.all(
    files.map((file) =>
      stat(file, { bigint: true }).then(
        (s) => `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`,
        (e: NodeJS.ErrnoException) => `!${e.code ?? 'error'}`,
      ),
    ),
  );
  return each.join('|');
}

export class LicenseWatcher {
  private loaded: Loaded = { problem: { reason: 'missing', message: 'the license has not been read yet' } };
  private fromMs = Infinity;
  private untilMs = -Infinity;
  private lastContent: string | undefined;
  /** The files' stat taken right before the last read began; undefined until one ends. */
  private readStat: string | undefined;
  /** The batch of stats under way, and the one queued to begin after it (shared by the requests that came meanwhile). */
  private statting: Promise<unknown> | undefined;
  private nextStat: Promise<string | undefined> | undefined;
  private valid: boolean | undefined;
  private timer: NodeJS.Timeout | undefined;
  private watchers: FSWatcher[] = [];
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private stopped = false;

  constructor(private readonly options: LicenseWatcherOptions) {}

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
   * Whether a request may be forwarded, judged on the files as they are now: a stat of each file
   * (a few microseconds) and, when one changed since the last read, a wait for a fresh read (bounded
   * by the read timeout). A stat that does not answer within the read timeout counts as a change.
   */
  async allowsNow(): Promise<boolean> {
    const now = await this.statSinceNow();
    if (now === undefined || now !== this.readStat) await this.trigger();
    return this.allows();
  }

  /**
   * The files' stat, taken by a batch that began after this call: requests arriving while a batch is
   * under way share the next one, so a loaded gate makes one batch of stats at a time, not one per request.
   */
  private statSinceNow(): Promise<string | undefined> {
    if (this.statting === undefined) return this.statBatch();
    this.nextStat ??= this.statting.then(() => {
      this.nextStat = undefined;
      return this.statBatch();
    });
    return this.nextStat;
  }

  private statBatch(): Promise<string | undefined> {
    const { files, readTimeoutMs } = this.options;
    const batch = withDeadline(fingerprint([files.license, files.publicKey, files.revocations]), readTimeoutMs, () => undefined);
    this.statting = batch.finally(() => {
      if (this.statting === settled) this.statting = undefined;
    });
    const settled = this.statting;
    return batch;
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

  /** Re-reads the files; verifies them again only if their content changed. Never throws. */
  async poll(): Promise<void> {
    const { files, log, readTimeoutMs } = this.options;
    try {
      const read = (file: string) => readBoundedFile(file, SECRET_MAX_BYTES);
      const timedOut = `not read within ${readTimeoutMs} ms`;
      // Taken before the read: a change during the read leaves a stat that differs, so the next request reads again.
      const before = await withDeadline(fingerprint([files.license, files.publicKey, files.revocations]), readTimeoutMs, () => undefined);
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
    } catch (e) {
      this.lastContent = undefined;
      this.readStat = undefined;
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
