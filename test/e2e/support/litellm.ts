import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { REPO_ROOT } from './aigw-cli';
import { Child } from './child';

const SETUP_SCRIPT = join(REPO_ROOT, 'test', 'e2e', 'setup-litellm.sh');

/** The LiteLLM release the e2e suite and the engine's protocol were matched against. */
export const LITELLM_VERSION = '1.90.7';

/**
 * Installs (first run) or finds (later runs) the pinned LiteLLM in its cached virtualenv and
 * returns the venv's python. The first install downloads from PyPI and takes minutes.
 */
export async function ensureLiteLLM(timeoutMs = 15 * 60_000, version = LITELLM_VERSION): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [SETUP_SCRIPT], {
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, AIGW_LITELLM_VERSION: version },
  });
  const python = stdout.trim().split('\n').pop();
  if (!python) throw new Error('setup-litellm.sh printed no python path');
  return python;
}

/** One hand-written guardrail entry in one mode (a ProxyGuardrail's fields). */
export interface GuardrailEntry {
  readonly guardrailName: string;
  readonly mode: 'pre_call' | 'post_call' | 'during_call';
  /** The gate's URL; LiteLLM appends /beta/litellm_basic_guardrail_api. */
  readonly apiBase: string;
  readonly defaultOn: boolean;
  readonly unreachableFallback: 'fail_closed' | 'fail_open';
  readonly params?: Record<string, unknown>;
  /**
   * `streaming_transform_mode` (LiteLLM 1.95+): `incremental_diff` applies the guardrail's
   * rewritten texts to a streamed response.
   *
   * @default - LiteLLM's default, `block_only`
   */
  readonly streamingTransformMode?: 'block_only' | 'incremental_diff';
}

export interface LiteLLMConfigProps {
  readonly modelName: string;
  /** The OpenAI-compatible base URL, ending in /v1. */
  readonly modelApiBase: string;
  readonly masterKey: string;
  readonly guardrails: readonly GuardrailEntry[];
  /**
   * Guardrail entries exactly as a config builder wrote them (`guardrail_name`, `litellm_params`),
   * after {@link guardrails}.
   *
   * @default - none
   */
  readonly rawGuardrails?: readonly Record<string, unknown>[];
}

/** A LiteLLM proxy config: one model on our model server, the guardrails, a master key. */
export function liteLLMConfig(props: LiteLLMConfigProps): Record<string, unknown> {
  return {
    model_list: [
      {
        model_name: props.modelName,
        litellm_params: { model: `openai/${props.modelName}`, api_base: props.modelApiBase, api_key: 'dummy-model-key' },
      },
    ],
    ...(props.guardrails.length + (props.rawGuardrails?.length ?? 0) > 0
      ? {
          guardrails: [
            ...props.guardrails.map((g) => ({
            guardrail_name: g.guardrailName,
            litellm_params: {
              guardrail: 'generic_guardrail_api',
              mode: g.mode,
              api_base: g.apiBase,
              default_on: g.defaultOn,
              unreachable_fallback: g.unreachableFallback,
              ...(g.params ? { additional_provider_specific_params: g.params } : {}),
              ...(g.streamingTransformMode ? { streaming_transform_mode: g.streamingTransformMode } : {}),
            },
          })),
            ...(props.rawGuardrails ?? []),
          ],
        }
      : {}),
    litellm_settings: { telemetry: false, request_timeout: 30, num_retries: 0 },
    general_settings: { master_key: props.masterKey },
  };
}

export interface StartLiteLLMProps {
  readonly python: string;
  readonly port: number;
  readonly config: Record<string, unknown>;
  readonly configFile: string;
  readonly logFile: string;
  /**
   * @default 180000
   */
  readonly readyTimeoutMs?: number;
}

/**
 * Starts the LiteLLM proxy on 127.0.0.1 and waits for its liveness probe. Everything that would
 * reach the internet at start-up (model cost map, telemetry, docs) is switched off.
 */
export async function startLiteLLM(props: StartLiteLLMProps): Promise<Child> {
  writeFileSync(props.configFile, stringify(props.config));
  const env: NodeJS.ProcessEnv = {
    PATH: `${dirname(props.python)}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    PYTHONUNBUFFERED: '1',
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    LITELLM_TELEMETRY: 'False',
    LITELLM_MODE: 'PRODUCTION',
    NO_DOCS: 'True',
    NO_REDOC: 'True',
    DISABLE_ADMIN_UI: 'True',
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
  const child = new Child({
    name: 'litellm',
    command: join(dirname(props.python), 'litellm'),
    args: ['--config', props.configFile, '--host', '127.0.0.1', '--port', String(props.port), '--num_workers', '1'],
    logFile: props.logFile,
    env,
  });
  try {
    await child.waitForHttp(`http://127.0.0.1:${props.port}/health/liveliness`, props.readyTimeoutMs ?? 180_000);
  } catch (e) {
    await child.stop();
    throw e;
  }
  return child;
}
