/**
 * The config.yaml built for the examples/ proxy Gateway `main` is accepted by the real LiteLLM: loaded
 * through LiteLLM's own ProxyConfig.load_config (the code `litellm --config` runs at start) from the
 * pinned, cached virtualenv, it yields both models and one generic guardrail API callback per
 * (guardrail, mode) with the right hook.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { litellmConfig, type ProxyInputs } from '../../upstream/proxy/litellm-config';
import { demoLicense, root, runRender } from '../render/support';
import { ensureLiteLLM } from './support/litellm';

const LOADER = path.join(__dirname, 'support', 'load-litellm-config.py');

async function examplesMain(): Promise<ProxyInputs> {
  const run = await runRender(['-f', path.join(root, 'examples'), ...demoLicense, '-o', 'json']);
  expect(run.code).toBe(0);
  const objects = (JSON.parse(run.stdout).objects as any[]).filter((o) => String(o.apiVersion).startsWith('proxy.aigw.dev/'));
  const pointing = (kind: string) => objects.filter((o) => o.kind === kind && o.spec.instanceRef?.name === 'main');
  return {
    instance: objects.find((o) => o.kind === 'ProxyInstance' && o.metadata.name === 'main'),
    credentials: pointing('ProxyCredential'),
    models: pointing('ProxyModel'),
    guardrails: pointing('ProxyGuardrail'),
  };
}

let dir: string;
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it('LiteLLM loads the config: both models, four guardrails with their hooks, the instance settings', async () => {
  const python = await ensureLiteLLM();
  const result = litellmConfig(await examplesMain());
  // No database runs here; LiteLLM would try to connect at load time, so only database_url is left out.
  const general = { ...(result.config.general_settings as Record<string, unknown>) };
  delete general.database_url;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aigw-litellm-config-'));
  const file = path.join(dir, 'config.yaml');
  // YAML 1.1 quoting: LiteLLM reads with PyYAML, which would turn an unquoted 2025-01-01 into a date.
  fs.writeFileSync(file, stringify({ ...result.config, general_settings: general }, { version: '1.1' }));
  // Placeholder values for the Secret-backed env vars: what is checked is the config's shape.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LITELLM_LOG: 'ERROR' };
  for (const e of result.secretEnv) env[e.name] = `placeholder-${e.name.toLowerCase()}`;
  for (const e of result.plainEnv) env[e.name] = e.value;
  const { stdout } = await promisify(execFile)(python, [LOADER, file], { env, timeout: 110_000, maxBuffer: 16 << 20 });
  const loaded = JSON.parse(stdout.trim().split('\n').pop()!);

  expect(loaded.models).toEqual(['chat', 'reasoning']);
  expect(loaded.guardrails).toEqual({
    'moderation-post-call': { type: 'GenericGuardrailAPI', event_hook: 'post_call', default_on: false },
    'moderation-pre-call': { type: 'GenericGuardrailAPI', event_hook: 'pre_call', default_on: false },
    'pseudonymizer-post-call': { type: 'GenericGuardrailAPI', event_hook: 'post_call', default_on: true },
    'pseudonymizer-pre-call': { type: 'GenericGuardrailAPI', event_hook: 'pre_call', default_on: true },
  });
  expect(loaded.general_settings).toEqual(
    expect.arrayContaining(['background_health_checks', 'health_check_interval', 'enable_jwt_auth', 'litellm_jwtauth', 'master_key']),
  );
  expect(loaded.success_callback).toContain('langfuse');
});
