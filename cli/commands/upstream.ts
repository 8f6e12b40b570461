/**
 * `aigw upstream proxy`: runs aigw's own controller for the proxy.aigw.dev kinds, which turns each
 * ProxyInstance and the Proxy* objects pointing at it into a running LiteLLM (ConfigMap with
 * config.yaml, Deployment, Service) and writes the instance's status. It runs until SIGTERM/SIGINT,
 * or exits 1 when it loses its Lease.
 * `aigw upstream proxy render`: prints the LiteLLM config.yaml the controller would write for the
 * ProxyInstances `aigw render` emits from the same files.
 */
import { PassThrough } from 'node:stream';
import { createLogger, type Level } from '../../runtime/log';
import { configYamlOf } from '../../upstream/proxy/desired-objects';
import { notHonoured } from '../../upstream/proxy/instance-status';
import { litellmConfig, type ProxyObject } from '../../upstream/proxy/litellm-config';
import { DEFAULT_LITELLM_IMAGE, UPSTREAM_PROXY_LEASE } from '../../upstream/proxy/names';
import { UsageError, type Command, type CommandIo } from '../command';
import { integerFlagOr, parseFlags, readFlagFile, usageError } from '../flags';
import { KUBE_CLIENT_HELP, KUBE_CLIENT_OPTIONS, kubeClientLimits } from '../kube-client-flags';
import { namespaceList } from '../namespace-list';
import type { ClientLimits } from '../../runtime/kube/client';

const HELP = `usage: aigw upstream proxy [options]
       aigw upstream proxy render -f PATH [-f PATH ...] [--instance NS/NAME] [aigw render options]

Runs the controller that turns ProxyInstance, ProxyCredential, ProxyModel, ProxyGuardrail,
ProxyOrganization and ProxyTeam objects into a running LiteLLM: a ConfigMap with config.yaml, a
Deployment (env from Secrets by reference, rolled when the config changes) and a Service on port
4000, and the ProxyInstance status (Ready, and every field LiteLLM cannot honour). Once LiteLLM is
available and the instance has a database, it creates the organizations and teams with their budgets
through LiteLLM's management API (master key from the instance's Secret). It holds the
Lease ${UPSTREAM_PROXY_LEASE} in its own namespace; only the holder writes.

  --kubeconfig FILE              kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, then in-cluster)
  --namespace NS[,NS...]         serve ProxyInstances of these namespaces only; every cache lists
                                 there, never across the cluster (default: all)
  --default-image IMAGE          LiteLLM image for instances that name none
                                 (default ${DEFAULT_LITELLM_IMAGE})
  --litellm-url URL              where the management API of an instance is reached; {name} and
                                 {namespace} are replaced (default http://{name}-litellm.{namespace}.svc:4000)
  --leader-elect-namespace NS    namespace of the Lease (default: $POD_NAMESPACE, else default)
  --metrics-port N               port of /metrics, /healthz, /readyz (default 8081; 0 = any free port)
  --metrics-address ADDR         address to listen on (default 0.0.0.0)
  --workers N                    concurrent reconciles (default 2)
${KUBE_CLIENT_HELP}  --resync-seconds N             reconcile everything at least this often (default 300)
  --log-level LEVEL              debug | info | warn | error (default info)

render: prints, for each ProxyInstance that 'aigw render' emits for the files (or only NS/NAME),
the config.yaml the controller writes, preceded by the fields LiteLLM cannot honour as comments.
Every other option is passed to 'aigw render' (--license, --license-public-key, ...).
`;

/** `--litellm-url`: the instance's name and namespace filled into a URL (e.g. a port-forward for a controller run outside the cluster). */
function litellmUrlTemplate(template: string): (namespace: string, name: string) => string {
  return (namespace, name) => template.replace(/\{name\}/g, name).replace(/\{namespace\}/g, namespace);
}

export const command: Command = async (argv, io) => {
  const [target, ...rest] = argv;
  if (target === '--help' || target === '-h') {
    io.stdout.write(HELP);
    return 0;
  }
  if (target !== 'proxy') {
    return usageError('upstream', `expected 'proxy', got ${JSON.stringify(target ?? '')}`, io);
  }
  if (rest[0] === 'render') return renderConfig(rest.slice(1), io);
  return runController(rest, io);
};

interface Emitted extends ProxyObject<any> {
  readonly apiVersion: string;
  readonly kind: string;
}

/** `aigw upstream proxy render`: `aigw render -o json`, then the config builder on each ProxyInstance. */
async function renderConfig(argv: string[], io: CommandIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(HELP);
    return 0;
  }
  const args = [...argv];
  let only: string | undefined;
  const at = args.indexOf('--instance');
  if (at >= 0) {
    only = args[at + 1];
    if (!only || !/^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9.-]*$/.test(only)) {
      io.stderr.write(`aigw upstream proxy render: --instance must be NS/NAME, got ${JSON.stringify(only ?? '')}\n`);
      return 2;
    }
    args.splice(at, 2);
  }
  if (args.some((a) => a === '-o' || a === '--output' || a.startsWith('--output='))) {
    io.stderr.write('aigw upstream proxy render: prints config.yaml; -o/--output is not an option here\n');
    return 2;
  }
  const { command: render } = await import('./render');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (b: Buffer) => chunks.push(b));
  // render's stderr (not-Ready notes, schema problems) goes to ours as is.
  const code = await render([...args, '-o', 'json'], { stdout: out, stderr: io.stderr, env: io.env });
  if (code !== 0 && code !== 3) return code;
  const objects = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { objects: Emitted[] }).objects.filter((o) => o.apiVersion.startsWith('proxy.aigw.dev/'));
  const keyOf = (o: Emitted) => `${o.metadata.namespace ?? 'default'}/${o.metadata.name}`;
  const instances = objects.filter((o) => o.kind === 'ProxyInstance' && (only === undefined || keyOf(o) === only));
  if (instances.length === 0) {
    io.stderr.write(`aigw upstream proxy render: ${only ? `no ProxyInstance ${only} is rendered` : 'the files render no ProxyInstance'}\n`);
    return 1;
  }
  const docs = instances.map((instance) => {
    const ns = instance.metadata.namespace ?? 'default';
    const ofKind = (kind: string) => objects.filter((o) => o.kind === kind && (o.metadata.namespace ?? 'default') === ns && o.spec?.instanceRef?.name === instance.metadata.name);
    const build = litellmConfig({
      instance,
      credentials: ofKind('ProxyCredential'),
      models: ofKind('ProxyModel'),
      guardrails: ofKind('ProxyGuardrail'),
      organizations: ofKind('ProxyOrganization'),
      teams: ofKind('ProxyTeam'),
    });
    // The controller itself carries image, replicas and resources into the Deployment.
    const fields = notHonoured(instance.metadata.name, build.unsupported);
    const note = fields.length ? `# Not honoured by LiteLLM (listed in the ProxyInstance status.unsupportedFields):\n${fields.map((f) => `#   ${f}\n`).join('')}` : '';
    return note + configYamlOf(build, { namespace: ns, name: instance.metadata.name });
  });
  io.stdout.write(docs.join('---\n'));
  return code;
}

async function runController(argv: string[], io: CommandIo): Promise<number> {
  const flags = parseFlags('upstream proxy', HELP, io, {
    args: argv,
    options: {
      kubeconfig: { type: 'string' },
      namespace: { type: 'string' },
      'default-image': { type: 'string' },
      'litellm-url': { type: 'string' },
      'leader-elect-namespace': { type: 'string' },
      'lease-duration-seconds': { type: 'string' },
      'renew-deadline-seconds': { type: 'string' },
      'retry-period-seconds': { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-address': { type: 'string' },
      workers: { type: 'string' },
      ...KUBE_CLIENT_OPTIONS,
      'resync-seconds': { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
  const level = (values['log-level'] ?? 'info') as Level;
  if (!['debug', 'info', 'warn', 'error'].includes(level)) {
    io.stderr.write(`aigw upstream proxy: --log-level must be debug, info, warn or error, got ${JSON.stringify(level)}\n`);
    return 2;
  }
  try {
    if (values.kubeconfig !== undefined) readFlagFile('--kubeconfig', values.kubeconfig);
  } catch (e) {
    io.stderr.write(`aigw upstream proxy: ${(e as Error).message}\n`);
    return 2;
  }
  const log = createLogger(io.stdout, level, { component: 'upstream-proxy' });
  // Loaded after the flags, so `--help` works without the server's optional packages.
  const { UpstreamProxyController } = await import('../../upstream/proxy/controller');
  const { loadConnection } = await import('../../runtime/kube/config');
  const { KubeClient } = await import('../../runtime/kube/client');
  const { TenancySync } = await import('../../upstream/proxy/management/tenancy-sync');
  const { secretKeyReader } = await import('../../upstream/proxy/management/secret-key');
  let tuning: {
    leaderElection: { namespace: string; leaseDurationMs: number; renewDeadlineMs: number; retryPeriodMs: number };
    metricsPort: number;
    workers: number;
    resyncMs: number;
    clientLimits: ClientLimits;
  };
  try {
    tuning = {
      leaderElection: {
        namespace: values['leader-elect-namespace'] ?? io.env.POD_NAMESPACE ?? 'default',
        leaseDurationMs: integerFlagOr('--lease-duration-seconds', values['lease-duration-seconds'], 15) * 1000,
        renewDeadlineMs: integerFlagOr('--renew-deadline-seconds', values['renew-deadline-seconds'], 10) * 1000,
        retryPeriodMs: integerFlagOr('--retry-period-seconds', values['retry-period-seconds'], 2) * 1000,
      },
      metricsPort: integerFlagOr('--metrics-port', values['metrics-port'], 8081, 0),
      workers: integerFlagOr('--workers', values.workers, 2),
      resyncMs: integerFlagOr('--resync-seconds', values['resync-seconds'], 300) * 1000,
      clientLimits: kubeClientLimits(values),
    };
  } catch (e) {
    io.stderr.write(`aigw upstream proxy: ${(e as Error).message}\n`);
    return 2;
  }
  let controller: InstanceType<typeof UpstreamProxyController>;
  try {
    const connection = await loadConnection({ kubeconfig: values.kubeconfig });
    controller = new UpstreamProxyController({
      connection,
      log,
      namespace: namespaceList('--namespace', values.namespace),
      defaultImage: values['default-image'],
      ...(values['litellm-url'] ? { litellmUrl: litellmUrlTemplate(values['litellm-url']) } : {}),
      metricsHost: values['metrics-address'] ?? '0.0.0.0',
      ...tuning,
      // Organizations, teams and budgets through LiteLLM's management API (upstream/proxy/management/).
      management: new TenancySync({ readSecretKey: secretKeyReader(new KubeClient(connection)) }),
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError('upstream proxy', e.message, io);
    io.stderr.write(`aigw upstream proxy: ${(e as Error).message}\n`);
    return 1;
  }
  const onSignal = () => void controller.stop(0);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    await controller.start();
  } catch (e) {
    io.stderr.write(`aigw upstream proxy: ${(e as Error).message}\n`);
    return 1;
  }
  const code = await controller.done;
  process.off('SIGTERM', onSignal);
  process.off('SIGINT', onSignal);
  setTimeout(() => process.exit(code), 5000).unref();
  return code;
}
