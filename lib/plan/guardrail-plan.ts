/**
 * The plan of one Guardrail: its license gate (+ license Secret) as owned objects and, for a catalog
 * engine, the engine's shared release. Ready once the gate (and the engine) Deployment is available,
 * Progressing before. When the platform license stops allowing `guardrail`, a Guardrail whose gate
 * runs stays wired and Blocking: the gate keeps running with the lapsed license and answers every
 * request with the block verdict. A Guardrail never wired is Refused (nothing emitted); an invalid
 * spec is Invalid (nothing applied; what runs is held, see lib/plan/hold.ts).
 */
import { GUARDRAIL_KIND, parseGuardrail, type Guardrail } from '../api/guardrail';
import { gateLicenseSecret, gateName, GuardrailRelease, NO_LICENSE_MATERIAL } from '../guardrail/guardrail-release';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { mirrorImage } from '../meta/images';
import { SHARED_ENGINE, stampOwner, type Owner } from '../meta/labels';
import { upstreamGuardrailNames } from '../guardrail/upstream-names';
import { READY } from './conditions';
import { newChart, synth } from './synth';
import type { ClusterFacts, Plan, PlannedCondition, PlannedEvent, ResourceInput } from './types';

/** The licensed feature every Guardrail needs. */
export const GUARDRAIL_FEATURE = 'guardrail';

/** `status.phase` values of a Guardrail. */
export const GuardrailPhase = Object.freeze({
  Ready: 'Ready',
  /** Emitted; the gate (or the shared engine) Deployment is not available yet. Wired, not Ready. */
  Progressing: 'Progressing',
  /** The license stopped allowing `guardrail` after the gate was wired: the gate stays and blocks every request. */
  Blocking: 'Blocking',
  /** The license lacks `guardrail` and no gate was ever wired: nothing is emitted or wired. */
  Refused: 'Refused',
  /** The spec has errors (listed in the Ready condition's message). */
  Invalid: 'Invalid',
});

/** Reasons of the Guardrail's Ready condition. */
export const GuardrailReason = Object.freeze({
  Deployed: 'Deployed',
  /** A Deployment the Guardrail runs is not available yet. */
  Progressing: 'Progressing',
  /** The license lapsed after the gate was wired: it blocks every request. */
  LicenseLapsed: 'LicenseLapsed',
  Unlicensed: 'GuardrailUnlicensed',
  LicenseMaterialMissing: 'LicenseMaterialMissing',
  InvalidSpec: 'InvalidSpec',
});

function ownerOf(g: { metadata: Guardrail['metadata'] }): Owner {
  return { apiVersion: PLATFORM_API_VERSION, kind: GUARDRAIL_KIND, namespace: g.metadata.namespace, name: g.metadata.name, uid: g.metadata.uid };
}

function condition(status: 'True' | 'False', reason: string, message: string, generation: number | undefined): PlannedCondition {
  return { type: READY, status, reason, message, ...(generation !== undefined ? { observedGeneration: generation } : {}) };
}

function refused(g: Guardrail, reason: string, message: string): Plan {
  const gen = g.metadata.generation;
  return {
    objects: [],
    shared: [],
    status: {
      phase: GuardrailPhase.Refused,
      unreachableFallback: g.spec.unreachableFallback,
      conditions: [condition('False', reason, message, gen)],
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
    },
    events: [{ type: 'Warning', reason, message }],
    blocked: { reason, message },
  };
}

/** Whether the gate of the Guardrail `name` runs in the cluster: what "was wired" means. */
function gateRuns(facts: ClusterFacts): boolean {
  return facts.gateDeployment?.exists === true;
}

/** Why the license does not allow `guardrail` (empty when it does). */
function licenseProblem(facts: ClusterFacts): string | undefined {
  const { entitlements } = facts;
  if (!entitlements.features.includes(GUARDRAIL_FEATURE)) {
    return `the platform license (tier ${entitlements.tier}) does not include feature ${GUARDRAIL_FEATURE}`;
  }
  if (!facts.licenseMaterial) return 'no platform license is available to mount into the license gate';
  return undefined;
}

export function planGuardrail(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseGuardrail(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) {
    const message = `invalid spec: ${parsed.errors.toString()}`;
    const { name, namespace, uid } = parsed.metadata;
    // A running gate still receives a lapsed license, so holding a bad edit never keeps it forwarding.
    const lapsedLicense =
      gateRuns(facts) && licenseProblem(facts) !== undefined && name
        ? stampOwner([gateLicenseSecret(name, namespace, facts.licenseMaterial ?? NO_LICENSE_MATERIAL)], {
            apiVersion: PLATFORM_API_VERSION,
            kind: GUARDRAIL_KIND,
            namespace,
            name,
            uid,
          })
        : [];
    return {
      objects: [],
      shared: [],
      status: {
        phase: GuardrailPhase.Invalid,
        conditions: [condition('False', GuardrailReason.InvalidSpec, message, gen)],
        ...(gen !== undefined ? { observedGeneration: gen } : {}),
      },
      events: [{ type: 'Warning', reason: GuardrailReason.InvalidSpec, message }],
      blocked: { reason: GuardrailReason.InvalidSpec, message },
      ...(lapsedLicense.length > 0 ? { alwaysApply: lapsedLicense } : {}),
    };
  }
  const g = parsed.value;
  const problem = licenseProblem(facts);
  if (problem && !gateRuns(facts)) {
    const reason = facts.entitlements.features.includes(GUARDRAIL_FEATURE) ? GuardrailReason.LicenseMaterialMissing : GuardrailReason.Unlicensed;
    return refused(g, reason, `${problem}; nothing is deployed or wired`);
  }

  const mirrors = facts.operator.registryMirrors;
  const apiKeyRef = g.spec.external?.apiKeySecretRef;
  const apiKeySecret = apiKeyRef && facts.secrets.find((s) => s.namespace === g.metadata.namespace && s.name === apiKeyRef.name);
  const chart = newChart(g.metadata.namespace);
  // A fixed id: a name such as 'constructor' must not collide with the construct tree's own keys.
  const release = new GuardrailRelease(chart, 'Guardrail', {
    name: g.metadata.name,
    namespace: g.metadata.namespace,
    spec: g.spec,
    // Lapsed: the gate mounts the license it has (or none) and judges it itself: every request blocked.
    licenseMaterial: facts.licenseMaterial ?? NO_LICENSE_MATERIAL,
    apiKeyVersion: apiKeySecret?.resourceVersion,
    gateImage: mirrorImage(facts.operator.guardrailProxyImage, mirrors),
    engineImage: mirrorImage(facts.operator.pseudonymizerImage, mirrors),
    replicas: facts.operator.workloads?.gate.replicas,
    resources: facts.operator.workloads?.gate.resources,
    engineWorkload: facts.operator.workloads?.engine,
    engineStore: facts.operator.engineStore,
  });
  const all = synth(chart);
  const isShared = (o: (typeof all)[number]) => o.metadata.labels?.[SHARED_ENGINE] !== undefined;
  // Exactly the name a client opts into on a `proxy` gateway, one for all modes (lib/guardrail/upstream-names.ts).
  const guardrailNames = upstreamGuardrailNames(g.spec);
  const ready = readiness(g, facts);
  let phase: string = GuardrailPhase.Ready;
  let cond = condition('True', GuardrailReason.Deployed, `license gate ${release.endpoint} forwards to ${release.upstream}`, gen);
  const events: PlannedEvent[] = [];
  if (problem) {
    phase = GuardrailPhase.Blocking;
    const message = `${problem}: the license gate ${release.endpoint} stays wired and answers every request with the block verdict (${JSON.stringify(g.spec.blockedReason)}); it forwards again when the license allows ${GUARDRAIL_FEATURE}`;
    cond = condition('False', GuardrailReason.LicenseLapsed, message, gen);
    events.push({ type: 'Warning', reason: GuardrailReason.LicenseLapsed, message });
  } else if (ready) {
    phase = GuardrailPhase.Progressing;
    cond = condition('False', GuardrailReason.Progressing, `waiting for ${ready}`, gen);
  }
  return {
    objects: stampOwner(all.filter((o) => !isShared(o)), ownerOf(g)),
    // Shared objects carry no owner: they belong to every Guardrail using the engine.
    shared: all.filter(isShared),
    status: {
      phase,
      endpoint: release.endpoint,
      guardrailNames,
      unreachableFallback: g.spec.unreachableFallback,
      conditions: [cond],
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
    },
    events,
  };
}

/**
 * What the Guardrail waits for before it is Ready (undefined when nothing): its gate Deployment and,
 * for a catalog engine, the shared engine Deployment, each with its minimum availability. Unknown
 * offline (no facts): nothing to wait for.
 */
function readiness(g: Guardrail, facts: ClusterFacts): string | undefined {
  const waits: string[] = [];
  const gate = facts.gateDeployment;
  if (gate && !gate.available) waits.push(`Deployment ${g.metadata.namespace}/${gateName(g.metadata.name)} (${gate.waiting ?? 'not available'})`);
  const engine = facts.engineDeployment;
  if (g.spec.mode === 'catalog' && engine && !engine.available) waits.push(`the shared ${g.spec.engine?.key ?? 'catalog'} engine Deployment (${engine.waiting ?? 'not available'})`);
  return waits.length > 0 ? waits.join(' and ') : undefined;
}
