import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aigw, AIGW_BIN, assertBuilt } from './aigw-cli';
import { Child } from './child';
import { freePort } from '../../support/free-port';
import { liteLLMConfig, startLiteLLM, type GuardrailEntry } from './litellm';
import { ModelServer } from './model-server';
import { RoundRobinFront } from './round-robin';

export const MASTER_KEY = 'sk-aigw-e2e-master';
export const MODEL_NAME = 'tiny';
export const LICENSE_ID = 'aigw-e2e-license';
export const BLOCKED_REASON = 'aigw e2e: the guardrail license was revoked';

export type Fallback = 'fail_closed' | 'fail_open';

export interface StackProps {
  /** Scratch directory for keys, license files, configs and logs (created; removed by the caller). */
  readonly workDir: string;
  /** The venv python from ensureLiteLLM(). */
  readonly python: string;
  /**
   * Wire the pseudonymizer into LiteLLM (through the gate) in pre_call and post_call.
   *
   * @default true
   */
  readonly guardrail?: boolean;
  /**
   * @default 'fail_closed'
   */
  readonly unreachableFallback?: Fallback;
  /**
   * Guardrail params, sent as additional_provider_specific_params.
   *
   * @default - none
   */
  readonly params?: Record<string, unknown>;
  /**
   * Engine processes. More than one needs `redis`; a round-robin front gives them one address
   * (the gate's upstream), as a Service does.
   *
   * @default 1
   */
  readonly engineReplicas?: number;
  /**
   * Run the engines with `--store redis` on this server.
   *
   * @default - in-memory mappings
   */
  readonly redis?: { readonly url: string; readonly password: string };
  /**
   * The guardrail modes wired into LiteLLM (one entry per mode).
   *
   * @default ['pre_call', 'post_call']
   */
  readonly modes?: ReadonlyArray<'pre_call' | 'post_call' | 'during_call'>;
  /**
   * `streaming_transform_mode` of the post_call entry (LiteLLM 1.95+).
   *
   * @default - LiteLLM's default
   */
  readonly streamingTransformMode?: 'block_only' | 'incremental_diff';
  /**
   * LiteLLM's `guardrails:` entries as a config builder wrote them, given the gate's URL; replaces
   * the hand-written pseudonymizer entries.
   *
   * @default - one pseudonymizer entry per {@link modes}
   */
  readonly liteLLMGuardrails?: (gateUrl: string) => readonly Record<string, unknown>[];
  /**
   * Put a recording front between the gate and a single engine, so a test can count the calls the
   * engine receives by `input_type` (in {@link GuardrailStack.front}`.calls`).
   *
   * @default false
   */
  readonly recordEngineCalls?: boolean;
}

export interface ChatAnswer {
  readonly status: number;
  readonly body: { choices?: Array<{ message?: { content?: string } }>; error?: { message?: string; code?: string } };
  readonly content?: string;
}

/**
 * The whole guardrail path as real processes on 127.0.0.1: our model server, `aigw engine
 * pseudonymizer`, `aigw gate` in front of it with a license from `aigw license`, and a LiteLLM
 * proxy whose generic_guardrail_api guardrails call the gate.
 */
export class GuardrailStack {
  readonly model = new ModelServer();
  engine?: Child;
  /** Every engine process (engine is the first). */
  engines: Child[] = [];
  /** In front of the engines when there is more than one. */
  front?: RoundRobinFront;
  gate?: Child;
  litellm?: Child;
  enginePort = 0;
  gatePort = 0;
  gateMetricsPort = 0;
  litellmPort = 0;
  private fallback: Fallback;
  private liteLLMStarts = 0;

  private constructor(readonly props: StackProps) {
    this.fallback = props.unreachableFallback ?? 'fail_closed';
  }

  get keysDir(): string {
    return join(this.props.workDir, 'keys');
  }
  get licenseFile(): string {
    return join(this.props.workDir, 'license.jwt');
  }
  get revocationFile(): string {
    return join(this.props.workDir, 'revocations.jwt');
  }
  get gateUrl(): string {
    return `http://127.0.0.1:${this.gatePort}`;
  }
  get engineUrl(): string {
    return this.front ? this.front.url : `http://127.0.0.1:${this.enginePort}`;
  }
  get litellmUrl(): string {
    return `http://127.0.0.1:${this.litellmPort}`;
  }

  /** Starts everything; on any failure stops what did start and rethrows. */
  static async start(props: StackProps): Promise<GuardrailStack> {
    assertBuilt();
    mkdirSync(props.workDir, { recursive: true });
    const stack = new GuardrailStack(props);
    try {
      await stack.model.start();
      if (props.guardrail ?? true) {
        await stack.issueLicense();
        await stack.startEngine();
        await stack.startGate();
      }
      await stack.startLiteLLM(stack.fallback);
      return stack;
    } catch (e) {
      await stack.stop();
      throw e;
    }
  }

  async issueLicense(): Promise<void> {
    await aigw(['license', 'keygen', '--out', this.keysDir, '--force']);
    const jws = await aigw([
      'license', 'issue', '--key', join(this.keysDir, 'license.key'), '--licensee', 'aigw-e2e',
      '--features', 'guardrail', '--expires-in', '1h', '--id', LICENSE_ID,
    ]);
    writeFileSync(this.licenseFile, jws.trim());
  }

  /** Writes a revocation list naming the license; the gate notices at its next poll. */
  async revokeLicense(): Promise<void> {
    const jws = await aigw(['license', 'revoke', '--key', join(this.keysDir, 'license.key'), '--id', LICENSE_ID]);
    writeFileSync(this.revocationFile, jws.trim());
  }

  /** Removes the revocation list: the license is valid again. */
  reinstateLicense(): void {
    rmSync(this.revocationFile, { force: true });
  }

  async startEngine(): Promise<void> {
    const replicas = this.props.engineReplicas ?? 1;
    const redis = this.props.redis;
    const store = redis ? ['--store', 'redis'] : [];
    // The URL through the environment and the password only there, as the release passes them.
    const env = redis ? { ...process.env, AIGW_REDIS_URL: redis.url, AIGW_REDIS_PASSWORD: redis.password } : process.env;
    this.engines = [];
    const ports: number[] = [];
    for (let i = 0; i < replicas; i++) {
      const port = i === 0 ? this.enginePort || (await freePort()) : await freePort();
      if (i === 0) this.enginePort = port;
      ports.push(port);
      const child = new Child({
        name: `aigw engine pseudonymizer #${i}`,
        command: process.execPath,
        args: [AIGW_BIN, 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', String(port), '--log-level', 'warn', ...store],
        logFile: join(this.props.workDir, `engine-${i}.log`),
        env,
      });
      this.engines.push(child);
      await child.waitForHttp(`http://127.0.0.1:${port}/readyz`, 30_000);
    }
    this.engine = this.engines[0];
    if (replicas > 1 || this.props.recordEngineCalls) {
      this.front = new RoundRobinFront(ports);
      await this.front.start();
    }
  }

  async stopEngine(): Promise<void> {
    await Promise.all(this.engines.map((e) => e.stop()));
  }

  async startGate(): Promise<void> {
    this.gatePort = await freePort();
    this.gateMetricsPort = await freePort();
    this.gate = new Child({
      name: 'aigw gate',
      command: process.execPath,
      args: [
        AIGW_BIN, 'gate',
        '--upstream', this.engineUrl,
        '--license-file', this.licenseFile,
        '--license-public-key', join(this.keysDir, 'license.pub'),
        '--revocation-file', this.revocationFile,
        '--blocked-reason', BLOCKED_REASON,
        '--host', '127.0.0.1',
        '--port', String(this.gatePort),
        '--metrics-port', String(this.gateMetricsPort),
        '--license-poll-ms', '200',
        '--upstream-timeout-ms', '10000',
        '--log-level', 'warn',
      ],
      logFile: join(this.props.workDir, 'gate.log'),
    });
    await this.gate.waitForHttp(`http://127.0.0.1:${this.gateMetricsPort}/readyz`, 30_000);
  }

  /** (Re)starts LiteLLM with the given fallback; a fresh port each time. */
  async startLiteLLM(fallback: Fallback): Promise<void> {
    await this.litellm?.stop();
    this.fallback = fallback;
    this.litellmPort = await freePort();
    const n = ++this.liteLLMStarts;
    const built = this.props.liteLLMGuardrails;
    const guardrails: GuardrailEntry[] = (this.props.guardrail ?? true) && !built
      ? (this.props.modes ?? (['pre_call', 'post_call'] as const)).map((mode) => ({
          // One entry per mode (LiteLLM keys entries by name, so each has its own); all default on, so no
          // client opts in by name. guardrail-modes.e2e.test.ts runs the one merged entry the controller writes.
          guardrailName: `pseudonymizer-${mode.replace(/_/g, '-')}`,
          mode,
          apiBase: this.gateUrl,
          defaultOn: true,
          unreachableFallback: fallback,
          params: this.props.params,
          ...(mode === 'post_call' && this.props.streamingTransformMode ? { streamingTransformMode: this.props.streamingTransformMode } : {}),
        }))
      : [];
    this.litellm = await startLiteLLM({
      python: this.props.python,
      port: this.litellmPort,
      config: liteLLMConfig({
        modelName: MODEL_NAME,
        modelApiBase: this.model.url,
        masterKey: MASTER_KEY,
        guardrails,
        ...(built ? { rawGuardrails: built(this.gateUrl) } : {}),
      }),
      configFile: join(this.props.workDir, `litellm-${n}.yaml`),
      logFile: join(this.props.workDir, `litellm-${n}.log`),
    });
  }

  /** One chat completion through LiteLLM, as an OpenAI client would send it. */
  async chat(
    messages: Array<{ role: string; content: string }>,
    options: { user?: string; sessionId?: string; stream?: boolean; guardrails?: readonly string[] } = {},
  ): Promise<ChatAnswer> {
    const res = await fetch(`${this.litellmUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${MASTER_KEY}`,
        ...(options.sessionId ? { 'x-litellm-session-id': options.sessionId } : {}),
      },
      body: JSON.stringify({
        model: MODEL_NAME,
        messages,
        ...(options.user ? { user: options.user } : {}),
        // A client opting into guardrails by name, as LiteLLM documents it.
        ...(options.guardrails ? { guardrails: options.guardrails } : {}),
      }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: ChatAnswer['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { error: { message: text } };
    }
    return { status: res.status, body, content: body.choices?.[0]?.message?.content };
  }

  /**
   * One streamed chat completion through LiteLLM: the content of every chunk the client received,
   * in order (an error body instead when LiteLLM refuses before streaming).
   */
  async chatStream(
    messages: Array<{ role: string; content: string }>,
    options: { user?: string; sessionId?: string; guardrails?: readonly string[] } = {},
  ): Promise<{ status: number; deltas: string[]; raw: string }> {
    const res = await fetch(`${this.litellmUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${MASTER_KEY}`,
        ...(options.sessionId ? { 'x-litellm-session-id': options.sessionId } : {}),
      },
      body: JSON.stringify({
        model: MODEL_NAME,
        messages,
        stream: true,
        ...(options.user ? { user: options.user } : {}),
        ...(options.guardrails ? { guardrails: options.guardrails } : {}),
      }),
      signal: AbortSignal.timeout(60_000),
    });
    const raw = await res.text();
    const deltas: string[] = [];
    for (const line of raw.split('\n')) {
      if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
      try {
        const chunk = JSON.parse(line.slice(6)) as { choices?: Array<{ delta?: { content?: string | null } }> };
        const content = chunk.choices?.[0]?.delta?.content;
        if (typeof content === 'string' && content !== '') deltas.push(content);
      } catch {
        // an error event: kept in raw
      }
    }
    return { status: res.status, deltas, raw };
  }

  /** The gate's `platform_guardrail_proxy_*` samples, keyed `name{labels}`. */
  async gateMetrics(): Promise<Map<string, number>> {
    const res = await fetch(`http://127.0.0.1:${this.gateMetricsPort}/metrics`, { signal: AbortSignal.timeout(5000) });
    const samples = new Map<string, number>();
    for (const line of (await res.text()).split('\n')) {
      const m = /^(platform_guardrail_proxy_[a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
      if (m) samples.set(m[1], Number(m[2]));
    }
    return samples;
  }

  async decisions(): Promise<Record<'forwarded' | 'blocked_unlicensed' | 'upstream_error', number>> {
    const m = await this.gateMetrics();
    const get = (d: string): number => m.get(`platform_guardrail_proxy_requests_total{decision="${d}"}`) ?? 0;
    return { forwarded: get('forwarded'), blocked_unlicensed: get('blocked_unlicensed'), upstream_error: get('upstream_error') };
  }

  /** Waits until the gate's license gauge reads `valid` (it polls the files). */
  async waitForLicense(valid: boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.gateMetrics()).get('platform_guardrail_proxy_license_valid') === (valid ? 1 : 0)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the gate did not report license_valid=${valid ? 1 : 0} within ${timeoutMs} ms:\n${this.gate?.logTail()}`);
  }

  /** Stops every process this stack started. Safe to call more than once. */
  async stop(): Promise<void> {
    await Promise.allSettled([this.litellm?.stop(), this.gate?.stop(), ...this.engines.map((e) => e.stop()), this.front?.stop(), this.model.stop()]);
  }
}
