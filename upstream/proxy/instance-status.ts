/**
 * The status the controller writes on a ProxyInstance: `Ready` from its LiteLLM Deployment's
 * availability (the aigw operator reads it through lib/platform/instance-status.ts `instanceReadyOf`
 * as the Gateway's `instanceReady`), and every Proxy* field LiteLLM cannot honour, so nothing is
 * dropped silently. Pure.
 */
import type { DeploymentFact } from '../../lib/platform/deployment-status';
import type { PlannedCondition } from '../../lib/plan/types';
import type { GuardrailNameCollision } from './litellm-config';
import type { ManagementOutcome } from './management-hook';
import { LITELLM_PORT, litellmObjectName } from './names';

export const READY = 'Ready';
/** True when every Proxy* field pointing at the instance reached LiteLLM; False lists what did not. */
export const FIELDS_HONOURED = 'FieldsHonoured';
/** Present when a management sync is wired: organizations, teams and budgets created through LiteLLM's API. */
export const MANAGEMENT_SYNCED = 'ManagementSynced';

export interface InstanceStatusInputs {
  readonly namespace: string;
  readonly name: string;
  readonly deployment: DeploymentFact;
  /** Secret keys the env reads that do not exist (`<secret>/<key>`): the pods cannot start without them. */
  readonly missingSecretKeys?: readonly string[];
  /** From the config builder. */
  readonly unsupported: readonly string[];
  readonly guardrailCollisions: readonly GuardrailNameCollision[];
  readonly configHash: string;
  /** The management sync's outcome; absent when none is wired or the Deployment is not available yet. */
  readonly management?: ManagementOutcome;
  /** Whether a management sync is wired at all. */
  readonly managementWired?: boolean;
  /** The guardrail endpoints the pods call now (serving-guardrails.ts). */
  readonly servingGuardrails?: readonly string[];
}

/** ProxyInstance fields the builder cannot put in config.yaml but the Deployment carries. */
const DEPLOYMENT_FIELDS = ['image', 'replicas', 'resources'];

/** The builder's `unsupported` lines, less what the Deployment honours and what the management sync holds. */
export function notHonoured(name: string, unsupported: readonly string[], synced: readonly string[] = []): string[] {
  const carried = new Set([...DEPLOYMENT_FIELDS.map((f) => `ProxyInstance/${name}.spec.${f}`), ...synced]);
  return unsupported.filter((line) => !carried.has(line.slice(0, line.indexOf(':'))));
}

export function instanceStatus(inputs: InstanceStatusInputs): { conditions: PlannedCondition[]; [key: string]: unknown } {
  const object = litellmObjectName(inputs.name);
  // An organization or team the sync could not apply says why (e.g. no database, LiteLLM's refusal).
  const why = new Map((inputs.management?.report?.objects ?? []).filter((o) => !o.applied).map((o) => [o.object, o.message]));
  const fields = notHonoured(inputs.name, inputs.unsupported, inputs.management?.synced).map((line) => {
    const object = line.slice(0, line.indexOf(':'));
    return why.has(object) ? `${object}: ${why.get(object)}` : line;
  });
  const d = inputs.deployment;
  const missing = inputs.missingSecretKeys ?? [];
  const conditions: PlannedCondition[] = [
    d.available
      ? { type: READY, status: 'True', reason: 'Available', message: `LiteLLM Deployment ${object} is available` }
      : missing.length
        ? { type: READY, status: 'False', reason: 'SecretMissing', message: `LiteLLM pods cannot start without Secret key${missing.length === 1 ? '' : 's'} ${missing.join(', ')}` }
        : { type: READY, status: 'False', reason: 'DeploymentUnavailable', message: `LiteLLM Deployment ${object}: waiting for ${d.waiting ?? 'availability'}` },
    fields.length === 0
      ? { type: FIELDS_HONOURED, status: 'True', reason: 'AllHonoured', message: 'LiteLLM honours every field of the Proxy* objects of this instance' }
      : {
          type: FIELDS_HONOURED,
          status: 'False',
          reason: 'UnsupportedFields',
          message: `${fields.length} field${fields.length === 1 ? '' : 's'} LiteLLM cannot honour; see status.unsupportedFields`,
        },
  ];
  if (inputs.managementWired) {
    const m = inputs.management;
    conditions.push(
      !m
        ? { type: MANAGEMENT_SYNCED, status: 'Unknown', reason: 'WaitingForDeployment', message: 'organizations and teams are created once LiteLLM is available' }
        : m.database === false && (m.report?.objects.length ?? 0) > 0
          ? {
              type: MANAGEMENT_SYNCED,
              status: 'False',
              reason: 'NoDatabase',
              message: 'organizations, teams and budgets are not applied: LiteLLM runs without a database (spec.database unset) and keeps them only there',
            }
          : m.problem
          ? { type: MANAGEMENT_SYNCED, status: 'False', reason: 'SyncFailed', message: m.problem }
          : { type: MANAGEMENT_SYNCED, status: 'True', reason: 'Synced', message: `${m.synced.length} object${m.synced.length === 1 ? '' : 's'} held by LiteLLM` },
    );
  }
  return {
    conditions,
    unsupportedFields: fields,
    ...(inputs.guardrailCollisions.length ? { guardrailCollisions: inputs.guardrailCollisions.map((c) => ({ name: c.name, objects: [...c.objects] })) } : {}),
    deployment: object,
    service: object,
    url: `http://${object}.${inputs.namespace}.svc:${LITELLM_PORT}`,
    configHash: inputs.configHash,
    ...(inputs.servingGuardrails ? { servingGuardrails: [...inputs.servingGuardrails] } : {}),
  };
}
