/**
 * `aigw operator`: runs the sync loop against a cluster (the kubeconfig, else in-cluster config).
 * It runs until SIGTERM/SIGINT, or exits 1 when it loses leadership.
 */
import { DEFAULT_GUARDRAIL_PROXY_IMAGE, DEFAULT_PSEUDONYMIZER_IMAGE, defaultOperatorSettings } from '../../lib/meta/images';
import { plan } from '../../lib/plan/plan';
import { createLogger, type Level } from '../../runtime/log';
import type { Operator } from '../../operator/operator';
import { UsageError, type Command } from '../command';
import { ENGINE_RELEASE_HELP, ENGINE_RELEASE_OPTIONS, engineReleaseSettings } from '../engine-release-flags';
import { KUBE_CLIENT_HELP, KUBE_CLIENT_OPTIONS, kubeClientLimits } from '../kube-client-flags';
import { integerFlag, integerFlagOr, parseFlags, readFlagFile, shippedCrdsDir, usageError } from '../flags';
import { namespaceList } from '../namespace-list';
import { serviceMonitors } from '../../operator/install/service-monitor';

const HELP = `usage: aigw operator [options]

  --kubeconfig FILE              kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, then in-cluster)
  --namespace NS[,NS...]         watch Guardrails and Gateways of these namespaces only; every other
                                 cache lists there, in the shared engines' namespace and the license
                                 Secret's, never across the cluster (default: all)
  --guardrail-proxy-image IMAGE  image of the license-gate proxy put in front of each guardrail
                                 (default ${DEFAULT_GUARDRAIL_PROXY_IMAGE})
  --engine-image IMAGE           image of the catalog engines (default ${DEFAULT_PSEUDONYMIZER_IMAGE})
  --license-secret NS/NAME       Secret holding the platform license (keys license.jwt, revocations.jwt)
  --license-public-key FILE      PEM public key that verifies the license
  --metrics-port N               port of /metrics, /healthz, /readyz (default 8080; 0 = any free port)
  --metrics-address ADDR         address to listen on (default 0.0.0.0)
  --leader-elect                 hold a coordination.k8s.io Lease; only the holder writes
  --leader-elect-namespace NS    namespace of the Lease (default: $POD_NAMESPACE, else default)
  --upstream-proxy-namespace NS  namespace where the upstream controller of the proxy kinds
                                 (aigw upstream proxy) holds its Lease aigw-upstream-proxy; proxy Gateways
                                 emit nothing while it is missing (default: $POD_NAMESPACE, else default)
  --skip-upstream-proxy-check    do not wait for that controller (you run your own upstream side)
  --service-monitors             apply Prometheus Operator ServiceMonitors for the operator and the
                                 gates once the cluster serves monitoring.coreos.com/v1 (else say it
                                 skipped them and look again at every resync)
  --service-monitor-namespace NS where they go, beside the operator's metrics Service
                                 (default: $POD_NAMESPACE, else default)
  --workers N                    concurrent reconciles (default 2)
${KUBE_CLIENT_HELP}  --resync-seconds N             reconcile everything at least this often (default 300)
  --crds-dir DIR                 CRDs to install when missing (default: the crds/ shipped with aigw)
  --skip-crd-management          never install or upgrade CRDs; only wait until they are Established
  --log-level LEVEL              debug | info | warn | error (default info)
${ENGINE_RELEASE_HELP}`;

export const command: Command = async (argv, io) => {
  const flags = parseFlags('operator', HELP, io, {
    args: argv,
    options: {
      kubeconfig: { type: 'string' },
      namespace: { type: 'string' },
      'guardrail-proxy-image': { type: 'string' },
      'engine-image': { type: 'string' },
      'license-secret': { type: 'string' },
      'license-public-key': { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-address': { type: 'string' },
      'leader-elect': { type: 'boolean' },
      'leader-elect-namespace': { type: 'string' },
      'upstream-proxy-namespace': { type: 'string' },
      'skip-upstream-proxy-check': { type: 'boolean' },
      'service-monitors': { type: 'boolean' },
      'service-monitor-namespace': { type: 'string' },
      'skip-crd-management': { type: 'boolean' },
      // Hidden: how often the Lease is read (tests shorten it).
      'upstream-proxy-check-seconds': { type: 'string' },
      'lease-duration-seconds': { type: 'string' },
      'renew-deadline-seconds': { type: 'string' },
      'retry-period-seconds': { type: 'string' },
      'watch-timeout-seconds': { type: 'string' },
      // Hidden: restart a watch silent for this long (tests shorten it; default watch timeout + 30 s).
      'watch-stall-seconds': { type: 'string' },
      workers: { type: 'string' },
      ...KUBE_CLIENT_OPTIONS,
      'resync-seconds': { type: 'string' },
      'crds-dir': { type: 'string' },
      'log-level': { type: 'string' },
      ...ENGINE_RELEASE_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
  let licenseSecret: { namespace: string; name: string } | undefined;
  if (values['license-secret'] !== undefined) {
    const m = /^([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9.-]*)$/.exec(values['license-secret']);
    if (!m) {
      io.stderr.write(`aigw operator: --license-secret must be NS/NAME, got ${JSON.stringify(values['license-secret'])}\n`);
      return 2;
    }
    licenseSecret = { namespace: m[1], name: m[2] };
  }
  const level = (values['log-level'] ?? 'info') as Level;
  if (!['debug', 'info', 'warn', 'error'].includes(level)) {
    io.stderr.write(`aigw operator: --log-level must be debug, info, warn or error, got ${JSON.stringify(level)}\n`);
    return 2;
  }
  let licensePublicKey: string | undefined;
  try {
    licensePublicKey = values['license-public-key'] !== undefined ? readFlagFile('--license-public-key', values['license-public-key']) : undefined;
    // Read once here so a wrong path is reported as this flag's, not as a bare errno from the client.
    if (values.kubeconfig !== undefined) readFlagFile('--kubeconfig', values.kubeconfig);
  } catch (e) {
    io.stderr.write(`aigw operator: ${(e as Error).message}\n`);
    return 2;
  }
  const log = createLogger(io.stdout, level, { component: 'operator' });
  // Loaded after the flags, so `aigw operator --help` works without the server's optional packages.
  const { Operator } = await import('../../operator/operator');
  const { loadConnection } = await import('../../runtime/kube/config');
  let operator: Operator;
  try {
    const engine = engineReleaseSettings(values);
    const resyncSeconds = integerFlagOr('--resync-seconds', values['resync-seconds'], 300);
    const watchTimeout = values['watch-timeout-seconds'] !== undefined ? integerFlag('--watch-timeout-seconds', values['watch-timeout-seconds']) : undefined;
    const watchStall = values['watch-stall-seconds'] !== undefined ? integerFlag('--watch-stall-seconds', values['watch-stall-seconds']) : undefined;
    // A healthy watch is quiet until the server ends it (the timeout, jittered up to +10 %): a shorter stall limit would restart healthy watches.
    if (watchStall !== undefined && watchStall <= Math.ceil((watchTimeout ?? 240) * 1.1)) {
      throw new UsageError(`--watch-stall-seconds (${watchStall}) must exceed --watch-timeout-seconds (${watchTimeout ?? 240}) plus its 10 % jitter`);
    }
    const metricsPort = integerFlagOr('--metrics-port', values['metrics-port'], 8080, 0);
    const workers = integerFlagOr('--workers', values.workers, 2);
    const watched = namespaceList('--namespace', values.namespace);
    operator = new Operator({
      connection: await loadConnection({ kubeconfig: values.kubeconfig }),
      plan,
      settings: defaultOperatorSettings({ guardrailProxyImage: values['guardrail-proxy-image'], pseudonymizerImage: values['engine-image'], ...engine }),
      crdsDir: values['crds-dir'] ?? shippedCrdsDir(),
      clientLimits: kubeClientLimits(values),
      manageCrds: !values['skip-crd-management'],
      log,
      namespace: watched,
      licenseSecret,
      serviceMonitors: values['service-monitors']
        ? serviceMonitors({ namespace: values['service-monitor-namespace'] ?? io.env.POD_NAMESPACE ?? 'default', watchNamespaces: watched })
        : undefined,
      licensePublicKey,
      metricsHost: values['metrics-address'] ?? '0.0.0.0',
      metricsPort,
      workers,
      resyncMs: resyncSeconds * 1000,
      leaderElection: values['leader-elect']
        ? {
            namespace: values['leader-elect-namespace'] ?? io.env.POD_NAMESPACE ?? 'default',
            leaseDurationMs: integerFlagOr('--lease-duration-seconds', values['lease-duration-seconds'], 15) * 1000,
            renewDeadlineMs: integerFlagOr('--renew-deadline-seconds', values['renew-deadline-seconds'], 10) * 1000,
            retryPeriodMs: integerFlagOr('--retry-period-seconds', values['retry-period-seconds'], 2) * 1000,
          }
        : undefined,
      upstreamProxy: values['skip-upstream-proxy-check']
        ? false
        : {
            namespace: values['upstream-proxy-namespace'] ?? io.env.POD_NAMESPACE ?? 'default',
            intervalMs: integerFlagOr('--upstream-proxy-check-seconds', values['upstream-proxy-check-seconds'], 5) * 1000,
          },
      watch:
        watchTimeout !== undefined || watchStall !== undefined
          ? { watchTimeoutSeconds: watchTimeout, stallMs: watchStall !== undefined ? watchStall * 1000 : undefined }
          : undefined,
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError('operator', e.message, io);
    io.stderr.write(`aigw operator: ${(e as Error).message}\n`);
    return 1;
  }
  const onSignal = () => void operator.stop(0);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    await operator.start();
  } catch (e) {
    io.stderr.write(`aigw operator: ${(e as Error).message}\n`);
    return 1;
  }
  const code = await operator.done;
  process.off('SIGTERM', onSignal);
  process.off('SIGINT', onSignal);
  // Everything is closed by now; should a stray socket linger, do not let it keep a stopped operator alive.
  setTimeout(() => process.exit(code), 5000).unref();
  return code;
};
