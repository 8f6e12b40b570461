/**
 * Which of a plan's Events are raised for a new object. The rollout reasons (`Progressing`,
 * `DeploymentUnavailable`, ...) are what every new Guardrail and Gateway goes through while its gate
 * or instance comes up, and the Ready condition already says them: as Normal Events they are raised
 * only when Ready turns False to them (operator/ready-transitions.ts), never on a first rollout.
 * The operator and `aigw render` both filter with this, so render lists the Events the operator raises.
 */
import type { PlannedEvent } from './types';

/**
 * Reasons that mean "still starting" (the instance's or a Deployment's): their Events are Normal,
 * and they come after a Gateway's other waits. Any other reason an instance gives (`SecretMissing`,
 * ...) is a Warning and comes first.
 */
export const PROGRESS_REASONS: ReadonlySet<string> = new Set(['Progressing', 'DeploymentUnavailable', 'WaitingForDeployment']);

/** The plan's Events but a routine rollout's (a Normal Event whose reason is a rollout reason). */
export function reportedEvents(planned: readonly PlannedEvent[]): PlannedEvent[] {
  return planned.filter((e) => !(e.type === 'Normal' && PROGRESS_REASONS.has(e.reason)));
}
