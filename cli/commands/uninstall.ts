/**
 * `aigw uninstall`: deletes every Gateway, Guardrail and other aigw object and waits for the
 * operator to clean up after each, then deletes what `aigw install` applied (CRDs and namespaces
 * last). Exit codes: 0 done, 1 something did not go within the deadline (listed), 2 bad usage or
 * the cluster could not be reached.
 */
import type { Command } from '../command';
import { UsageError } from '../command';
import { parseFlags, readFlagFile, shippedCrdsDir, usageError } from '../flags';
import { namespaceList } from '../namespace-list';

const HELP = `usage: aigw uninstall [options]

Deletes, in this order: every aigw object (Gateways, Guardrails, ChatUIs, ...) of all namespaces,
waiting for the operator to remove what each emitted; the operator's Deployments, Services, RBAC
and ConfigMaps; the aigw CRDs (waited for); the operator's namespace and platform-guardrail-system.
Secrets the operator generated for Gateways (label aigw.dev/generated-for: master, salt and
data-encryption keys) are kept: data the gateways stored is encrypted with them.

  --kubeconfig FILE              kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, then in-cluster)
  --namespace NS                 the operator's namespace, as given to aigw install (default aigw-system)
  --watch-namespace NS[,NS...]   as given to aigw install: delete the aigw objects of these
                                 namespaces only, and the operator's Roles there (default: all
                                 namespaces)
  --timeout DURATION             how long to wait for the finalizers, and then for the CRDs
                                 (e.g. 90s, 5m; default 5m)
  --force-finalizers             when the wait is over, take the aigw.dev/cleanup finalizer off what
                                 still holds it (the operator is gone): the CRDs can then go, but what
                                 those objects emitted may be left behind
  --delete-generated-secrets     also delete the Secrets the operator generated for Gateways
  --crds-dir DIR                 the CRDs of the install (default: the crds/ shipped with aigw)
  --dry-run                      list what would be deleted; change nothing
`;

/** `90s`, `5m`, `1h` or a number of seconds, in milliseconds. */
export function durationMs(flag: string, text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!m) throw new UsageError(`${flag} must be a duration such as 90s or 5m, got ${JSON.stringify(text)}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  return Math.round(Number(m[1]) * unit);
}

export const command: Command = async (argv, io) => {
  const flags = parseFlags('uninstall', HELP, io, {
    args: argv,
    options: {
      kubeconfig: { type: 'string' },
      namespace: { type: 'string' },
      'watch-namespace': { type: 'string' },
      timeout: { type: 'string' },
      'force-finalizers': { type: 'boolean' },
      'delete-generated-secrets': { type: 'boolean' },
      'crds-dir': { type: 'string' },
      'dry-run': { type: 'boolean' },
      // Hidden: how often the waits look again (tests shorten it).
      'poll-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
  let timeoutMs: number;
  try {
    timeoutMs = durationMs('--timeout', values.timeout ?? '5m');
    namespaceList('--watch-namespace', values['watch-namespace']);
    if (values.kubeconfig !== undefined) readFlagFile('--kubeconfig', values.kubeconfig);
  } catch (e) {
    return usageError('uninstall', (e as Error).message, io);
  }
  // Loaded after the flags, so `aigw uninstall --help` works without the client's optional packages.
  const { readCrds } = await import('../../operator/crds');
  const { loadConnection } = await import('../../runtime/kube/config');
  const { KubeClient } = await import('../../runtime/kube/client');
  const { Discovery } = await import('../../runtime/kube/discovery');
  const { Uninstaller, UninstallStuck } = await import('../../operator/install/uninstall');
  let client: InstanceType<typeof KubeClient> | undefined;
  try {
    const crds = readCrds(values['crds-dir'] ?? shippedCrdsDir());
    client = new KubeClient(await loadConnection({ kubeconfig: values.kubeconfig }));
    const uninstaller = new Uninstaller(client, new Discovery(client), {
      crds,
      operatorNamespace: values.namespace,
      watchNamespaces: namespaceList('--watch-namespace', values['watch-namespace']),
      timeoutMs,
      forceFinalizers: values['force-finalizers'],
      deleteGeneratedSecrets: values['delete-generated-secrets'],
      dryRun: values['dry-run'],
      report: (line) => io.stdout.write(`${line}\n`),
      ...(values['poll-ms'] !== undefined ? { pollMs: Number(values['poll-ms']) } : {}),
    });
    await uninstaller.run();
    io.stdout.write(values['dry-run'] ? 'dry run: nothing was changed\n' : 'aigw is uninstalled\n');
    return 0;
  } catch (e) {
    io.stderr.write(`aigw uninstall: ${(e as Error).message}\n`);
    return e instanceof UninstallStuck ? 1 : 2;
  } finally {
    await client?.close();
  }
};
