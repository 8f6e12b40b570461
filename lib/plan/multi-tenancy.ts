/** The licensed feature behind `spec.organization`, `spec.teams` and their budgets. */
export const MULTI_TENANCY_FEATURE = 'multi-tenancy';
