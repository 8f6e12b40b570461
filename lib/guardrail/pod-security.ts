/** The hardened pod and container settings every workload aigw deploys itself runs with. */
import type { k8s } from 'cdk8s-plus-33';

export const RESTRICTED_POD: k8s.PodSecurityContext = Object.freeze({
  runAsNonRoot: true,
  seccompProfile: { type: 'RuntimeDefault' },
});

export const RESTRICTED_CONTAINER: k8s.SecurityContext = Object.freeze({
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
});
