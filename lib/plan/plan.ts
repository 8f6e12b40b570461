/**
 * `plan(resource, facts)`: everything the operator decides, decided in one pure function. No I/O,
 * no clock, no environment; it never throws — a bad spec, an unknown kind or a bug becomes a status.
 */
import { PLATFORM_API_VERSION } from '../meta/groups';
import { effectiveOperatorSettings } from '../platform/platform-config';
import { READY } from './conditions';
import { primaryKindList, primaryKindOf } from './kinds';
import type { ClusterFacts, Plan, ResourceInput } from './types';

function failed(reason: string, message: string): Plan {
  return {
    objects: [],
    shared: [],
    status: { conditions: [{ type: READY, status: 'False', reason, message }] },
    events: [{ type: 'Warning', reason, message }],
    blocked: { reason, message },
  };
}

export function plan(input: ResourceInput, facts: ClusterFacts): Plan {
  try {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      return failed('UnknownKind', 'the resource is not an object');
    }
    if (input.apiVersion !== undefined && input.apiVersion !== PLATFORM_API_VERSION) {
      return failed('UnknownKind', `apiVersion must be ${PLATFORM_API_VERSION}, got ${JSON.stringify(input.apiVersion)}`);
    }
    const primary = primaryKindOf(input.kind);
    if (primary) {
      // The PlatformConfig's registry mirrors apply to every image the operator emits.
      const { settings, problems } = effectiveOperatorSettings(facts.operator, facts.platformObjects);
      const effective = settings === facts.operator ? facts : { ...facts, operator: settings };
      const planned = primary.plan(input, effective);
      if (problems.length === 0) return planned;
      return { ...planned, events: [...planned.events, ...problems.map((message) => ({ type: 'Warning' as const, reason: 'InvalidPlatformConfig', message }))] };
    }
    return failed('UnknownKind', `kind must be ${primaryKindList()}, got ${JSON.stringify(input.kind)}`);
  } catch (err) {
    // A bug must not stop the operator's loop: report it on the object instead.
    return failed('PlanFailed', `planning failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
