/**
 * What keeps the aigw CRDs when the install is deleted the wrong way round (`aigw install … |
 * kubectl delete -f -`): a ValidatingAdmissionPolicy that refuses to delete an aigw CRD unless the
 * CRD carries {@link ALLOW_CRD_DELETION}, which `aigw uninstall` sets once every aigw object is gone.
 * Deleting a CRD deletes every object of its kind; with the operator deleted in the same command,
 * nothing would remove their `aigw.dev/cleanup` finalizers and the CRDs would hang in Terminating.
 * Kept instead, as Helm keeps a chart's CRDs, the Gateways and Guardrails stay as they are (not
 * being deleted) and a re-install picks them up again.
 */
import { ApiObject } from 'cdk8s';
import { Construct } from 'constructs';
import type { KubeObject } from '../../runtime/kube/types';

/** The annotation (value `"true"`) that lets an aigw CRD be deleted. */
export const ALLOW_CRD_DELETION = 'aigw.dev/allow-deletion';
/** The name of the policy and of its binding. */
export const CRD_DELETION_GUARD = 'aigw-keep-crds';

export interface CrdDeletionGuardProps {
  /** The CRDs of the install, matched by name. */
  readonly crds: readonly KubeObject[];
  readonly labels: Readonly<Record<string, string>>;
}

export class CrdDeletionGuard extends Construct {
  constructor(scope: Construct, id: string, props: CrdDeletionGuardProps) {
    super(scope, id);
    const metadata = { name: CRD_DELETION_GUARD, labels: { ...props.labels } };
    new ApiObject(this, 'policy', {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata,
      spec: {
        failurePolicy: 'Fail',
        matchConstraints: {
          resourceRules: [{
            apiGroups: ['apiextensions.k8s.io'],
            apiVersions: ['*'],
            operations: ['DELETE'],
            resources: ['customresourcedefinitions'],
            resourceNames: props.crds.map((c) => c.metadata.name),
          }],
        },
        validations: [{
          expression: `has(oldObject.metadata.annotations) && '${ALLOW_CRD_DELETION}' in oldObject.metadata.annotations && oldObject.metadata.annotations['${ALLOW_CRD_DELETION}'] == 'true'`,
          message: `aigw keeps its CRDs when the install is deleted: deleting one deletes every object of its kind, and without the operator their finalizers would hold it in Terminating. Run \`aigw uninstall\`, which deletes the aigw objects first, or annotate the CRD ${ALLOW_CRD_DELETION}=true to delete it anyway.`,
          reason: 'Forbidden',
        }],
      },
    });
    new ApiObject(this, 'binding', {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata,
      spec: { policyName: CRD_DELETION_GUARD, validationActions: ['Deny'] },
    });
  }
}
