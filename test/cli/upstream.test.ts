/** `aigw upstream proxy render` and the command's usage errors. */
import * as path from 'node:path';
import { runCommand } from '../support/run-command';
import { parse } from 'yaml';
import { command } from '../../cli/commands/upstream';
import { demoLicense, root } from '../render/support';

const run = (args: string[]) => runCommand(command, args);

const examples = ['-f', path.join(root, 'examples'), ...demoLicense];

test('render prints config.yaml for the named instance, with what LiteLLM cannot honour as comments', async () => {
  const r = await run(['proxy', 'render', ...examples, '--instance', 'ai/main']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^# Not honoured by LiteLLM/);
  expect(r.stdout).toContain('#   ProxyInstance/main.spec.generalSettings.rolePermissions[1]: role ai-admins shares LiteLLM role internal_user');
  const config = parse(r.stdout);
  expect(config.model_list.map((m: { model_name: string }) => m.model_name)).toEqual(['chat', 'reasoning']);
  expect(config.general_settings.master_key).toBe('os.environ/LITELLM_MASTER_KEY');
});

test('render says so when the files hold no such instance, and refuses -o', async () => {
  const missing = await run(['proxy', 'render', ...examples, '--instance', 'ai/nope']);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('no ProxyInstance ai/nope');
  const output = await run(['proxy', 'render', ...examples, '-o', 'json']);
  expect(output.code).toBe(2);
});

test('anything but `proxy` is a usage error; --help prints the flags', async () => {
  expect((await run(['alt'])).code).toBe(2);
  const help = await run(['proxy', '--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('--leader-elect-namespace');
  const bad = await run(['proxy', '--workers', '0', '--kubeconfig', path.join(root, 'package.json')]);
  expect(bad.code).toBe(2);
});
