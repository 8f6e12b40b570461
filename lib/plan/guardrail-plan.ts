/**
 * The plan of one Guardrail: Refused when the platform license lacks `guardrail` (nothing emitted,
 * nothing wired); Invalid when the spec has errors; otherwise its license gate (+ license Secret) as
 * owned objects and, for a catalog engine, the engine's shared release.
 */
import { GUARDRAIL_KIND, parseGuardrail, type Guardrail } from '../api/guardrail';
import { GuardrailRelease } from '../guardrail/guardrail-release';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { mirrorImage } from '../meta/images';
import { SHARED_ENGINE, stampOwner, type Owner } from '../meta/labels';
import { READY } from './conditions';
import { newChart, synth } from './synth';
import type { ClusterFacts, Plan, PlannedCondition, ResourceInput } from './types';

/** The licensed feature every Guardrail needs. */
export const GUARDRAIL_FEATURE = 'guardrail';

/** `status.phase` values of a Guardrail. */
export const GuardrailPhase = Object.freeze({
  Ready: 'Ready',
  /** The license lacks `guardrail`: nothing is emitted or wired. */
  Refused: 'Refused',
  /** The spec has errors (listed in the Ready condition's message). */
  Invalid: 'Invalid',
});

/** Reasons of the Guardrail's Ready condition. */
export const GuardrailReason = Object.freeze({
  Deployed: 'Deployed',
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
  };
}

export function planGuardrail(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseGuardrail(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) {
    const message = `invalid spec: ${parsed.errors.toString()}`;
    return {
      objects: [],
      shared: [],
      status: {
        phase: GuardrailPhase.Invalid,
        conditions: [condition('False', GuardrailReason.InvalidSpec, message, gen)],
        ...(gen !== undefined ? { observedGeneration: gen } : {}),
      },
      events: [{ type: 'Warning', reason: GuardrailReason.InvalidSpec, message }],
    };
  }
  const g = parsed.value;
  const { entitlements } = facts;
  if (!entitlements.features.includes(GUARDRAIL_FEATURE)) {
    return refused(
      g,
      GuardrailReason.Unlicensed,
      `the platform license (tier ${entitlements.tier}) does not include feature ${GUARDRAIL_FEATURE}; nothing is deployed or wired`,
    );
  }
  if (!facts.licenseMaterial) {
    return refused(g, GuardrailReason.LicenseMaterialMissing, 'no platform license is available to mount into the license gate; nothing is deployed or wired');
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
    licenseMaterial: facts.licenseMaterial,
    apiKeyVersion: apiKeySecret?.resourceVersion,
    gateImage: mirrorImage(facts.operator.guardrailProxyImage, mirrors),
    engineImage: mirrorImage(facts.operator.pseudonymizerImage, mirrors),
    replicas: facts.operator.workloads?.gate.replicas,
    resources: facts.operator.workloads?.gate.resources,
    engineWorkload: facts.operator.workloads?.engine,
  });
  const all = synth(chart);
  const isShared = (o: (typeof all)[number]) => o.metadata.labels?.[SHARED_ENGINE] !== undefined;
  const guardrailNames = [g.spec.guardrailName];
  const message = `license gate ${release.endpoint} forwards to ${release.upstream}`;
  return {
    objects: stampOwner(all.filter((o) => !isShared(o)), ownerOf(g)),
    // Shared objects carry no owner: they belong to every Guardrail using the engine.
    shared: all.filter(isShared),
    status: {
      phase: GuardrailPhase.Ready,
      endpoint: release.endpoint,
      guardrailNames,
      unreachableFallback: g.spec.unreachableFallback,
      conditions: [condition('True', GuardrailReason.Deployed, message, gen)],
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
    },
    events: [],
  };
}
