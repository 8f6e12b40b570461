/**
 * What a render says about each input beyond its manifests: which objects are not Ready and why,
 * sorted into how bad it is, for the `-o yaml` summary on stderr and for `--fail-on`.
 */
import type { RenderOutput, RenderedHold, RenderedStatus } from './render';

/** How far an object is from Ready, worst last: each `--fail-on` level includes the ones before it. */
export type Outcome = 'ready' | 'notReady' | 'refused' | 'invalid';

/** `--fail-on` levels, from the strictest CI check to the loosest (`none`: never fail on a status). */
export const FAIL_ON_LEVELS = ['warning', 'refused', 'invalid', 'none'] as const;
export type FailOn = (typeof FAIL_ON_LEVELS)[number];

interface ReadyCondition {
  readonly status?: unknown;
  readonly reason?: unknown;
  readonly message?: unknown;
}

function readyCondition(status: Record<string, unknown>): ReadyCondition | undefined {
  const conditions = Array.isArray(status.conditions) ? (status.conditions as ReadyCondition[]) : [];
  return conditions.find((c) => typeof c === 'object' && c !== null && (c as { type?: unknown }).type === 'Ready');
}

/**
 * `invalid`: the spec (or what it points at) has errors — phase `Invalid`, reasons `Invalid*` or
 * `*Invalid`. `refused`: the license does not allow it — phase `Refused`, reasons `*Unlicensed`,
 * `*Exceeded`, `*Refused`. Any other Ready=False (a Secret not there yet) is `notReady`.
 */
export function outcomeOf(status: Record<string, unknown>): Outcome {
  const ready = readyCondition(status);
  if (ready?.status === 'True') return 'ready';
  const reason = typeof ready?.reason === 'string' ? ready.reason : '';
  if (status.phase === 'Invalid' || /^Invalid|Invalid$/.test(reason)) return 'invalid';
  if (status.phase === 'Refused' || /(Unlicensed|Exceeded|Refused)$/.test(reason)) return 'refused';
  return 'notReady';
}

/** `Gateway ai/main: not Ready: GatewayLimitExceeded: ...`, one per object that is not Ready. */
export function notReadyLines(statuses: readonly RenderedStatus[]): string[] {
  const out: string[] = [];
  for (const s of statuses) {
    if (outcomeOf(s.status) === 'ready') continue;
    const ready = readyCondition(s.status);
    const reason = typeof ready?.reason === 'string' ? ready.reason : 'Unknown';
    const message = typeof ready?.message === 'string' ? ready.message : 'no Ready condition';
    out.push(`${s.kind} ${s.namespace}/${s.name}: not Ready: ${reason}: ${message}`);
  }
  return out;
}

/**
 * `Gateway ai/main: held: MultiTenancyUnlicensed: nothing emitted (...)`, one per primary whose plan
 * the operator would not apply: why its objects are missing from the output, or (`shown`, with
 * `--show-held`) that they are printed though the operator would not apply them yet.
 */
export function heldLines(held: readonly RenderedHold[], shown = false): string[] {
  const what = shown ? 'its full plan is printed, which the operator applies only once this is resolved' : 'nothing emitted for a new object (--show-held prints its full plan)';
  return held.map((h) => `${h.kind} ${h.namespace}/${h.name}: held: ${h.reason}: ${what}`);
}

/**
 * Whether a render fails `--fail-on level`: `none` never; `invalid` fails on an Invalid object; `refused` also on
 * a Refused one; `warning` on any object not Ready, any Warning event, or any schema warning.
 */
export function failsOn(level: FailOn, output: RenderOutput, schemaWarnings: number): boolean {
  if (level === 'none') return false;
  const outcomes = output.statuses.map((s) => outcomeOf(s.status));
  if (outcomes.includes('invalid')) return true;
  if (level === 'invalid') return false;
  if (outcomes.includes('refused')) return true;
  if (level === 'refused') return false;
  return outcomes.includes('notReady') || output.events.some((e) => e.type === 'Warning') || schemaWarnings > 0;
}
