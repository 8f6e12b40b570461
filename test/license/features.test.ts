import { CUSTOM_BRANDING_FEATURE } from '../../lib/alt/alt-gateway-props';
import { LICENSE_FEATURES } from '../../lib/license';
import { MULTI_TENANCY_FEATURE } from '../../lib/plan/gateway-plan';
import { GUARDRAIL_FEATURE } from '../../lib/plan/guardrail-plan';
import { OBSERVABILITY_FEATURE } from '../../lib/plan/observability';

test('the known license features are exactly the ones plan() checks for', () => {
  expect([...LICENSE_FEATURES].sort()).toEqual([GUARDRAIL_FEATURE, MULTI_TENANCY_FEATURE, OBSERVABILITY_FEATURE, CUSTOM_BRANDING_FEATURE].sort());
});
