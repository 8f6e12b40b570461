/**
 * The PlatformConfig kind (platform.aigw.dev/v1alpha1, cluster-scoped, one object named `cluster`):
 * platform-wide settings. aigw reads `spec.registry.mirrors`, a map from registry host to mirror
 * host, and rewrites with it every image the operator emits itself (license gate, catalog engine,
 * authorization service) — never a gateway image the user chose — and `spec.workloads`, the
 * replicas and resources of the gates and engines (lib/platform/platform-workloads.ts), and
 * `spec.environment`, what the cluster is for (`production` refuses development-only settings). Pure.
 */
import type { OperatorSettings, ResourceInput } from '../plan/types';
import { record } from './objects';
import { workloadsOf } from './platform-workloads';

export const PLATFORM_CONFIG_KIND = 'PlatformConfig';
/** The one PlatformConfig aigw reads; others are ignored (the CRD refuses other names). */
export const PLATFORM_CONFIG_NAME = 'cluster';

/** What a cluster is for (`spec.environment`). Unset: not declared, nothing is refused for it. */
export type PlatformEnvironment = 'development' | 'staging' | 'production';
const ENVIRONMENTS: readonly PlatformEnvironment[] = ['development', 'staging', 'production'];

/** `host` or `host:port`: lower-case DNS names or IPv4 addresses, as an image reference starts with. */
const REGISTRY_HOST = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?(:[0-9]{1,5})?$/;
/** A mirror may also carry a path prefix (`mirror.example.com/aigw`). */
const MIRROR = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?(:[0-9]{1,5})?(\/[a-z0-9]+([._-][a-z0-9]+)*)*$/;

export interface RegistryMirrors {
  /** Registry host -> mirror host (maybe with a path), valid entries only, sorted by host. */
  readonly mirrors: Readonly<Record<string, string>>;
  /** One sentence per entry that was ignored, naming its field path. */
  readonly problems: readonly string[];
}

/**
 * The mirror map of a PlatformConfig object. Entries whose host or mirror is not a registry host
 * are ignored and named in `problems` (the CRD refuses them too; this guards objects written
 * around it). `docker.io` stands for Docker Hub, also for images written without a registry.
 */
export function registryMirrorsOf(platformConfig: ResourceInput | undefined): RegistryMirrors {
  const given = record(record(record(platformConfig?.spec).registry).mirrors);
  const mirrors: Record<string, string> = {};
  const problems: string[] = [];
  for (const host of Object.keys(given).sort()) {
    const mirror = given[host];
    const at = `PlatformConfig ${PLATFORM_CONFIG_NAME}: spec.registry.mirrors[${JSON.stringify(host)}]`;
    if (!REGISTRY_HOST.test(host)) problems.push(`${at}: ${JSON.stringify(host)} is not a registry host; ignored`);
    else if (typeof mirror !== 'string' || !MIRROR.test(mirror)) problems.push(`${at}: ${JSON.stringify(mirror)} is not a registry host; ignored`);
    else mirrors[host] = mirror;
  }
  return { mirrors, problems };
}

/** The PlatformConfig named `cluster` among the platform objects (its namespace is ignored). */
export function findPlatformConfig(platformObjects: readonly ResourceInput[] | undefined): ResourceInput | undefined {
  return (platformObjects ?? []).find((o) => o.kind === PLATFORM_CONFIG_KIND && o.metadata?.name === PLATFORM_CONFIG_NAME);
}

/**
 * The operator settings a plan uses: the operator's own, with the PlatformConfig's mirrors laid over
 * its `registryMirrors` host by host (the PlatformConfig wins). Images stay as configured here;
 * `mirrorImage` rewrites them where they are emitted, so an image given with
 * `--guardrail-proxy-image` is mirrored too.
 */
export function effectiveOperatorSettings(operator: OperatorSettings, platformObjects: readonly ResourceInput[] | undefined): { settings: OperatorSettings; problems: readonly string[] } {
  const config = findPlatformConfig(platformObjects);
  if (!config) return { settings: operator, problems: [] };
  const { mirrors, problems } = registryMirrorsOf(config);
  const workloads = workloadsOf(config, PLATFORM_CONFIG_NAME);
  return {
    settings: { ...operator, registryMirrors: { ...operator.registryMirrors, ...mirrors }, workloads: workloads.workloads },
    problems: [...problems, ...workloads.problems],
  };
}

/**
 * `spec.environment` of the PlatformConfig `cluster` among the platform objects; undefined when there
 * is none, it is unset or it is not one of the known values (the CRD refuses those).
 */
export function platformEnvironment(platformObjects: readonly ResourceInput[] | undefined): PlatformEnvironment | undefined {
  const value = record(findPlatformConfig(platformObjects)?.spec).environment;
  return ENVIRONMENTS.find((e) => e === value);
}
