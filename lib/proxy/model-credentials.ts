/** Where a gateway's model API keys are: one Secret whose keys `spec.models[].refSecretKey` name. */

/** The Secret whose keys `models[].refSecretKey` name. */
export function modelCredentialsSecretName(gateway: string): string {
  return `${gateway}-model-credentials`;
}
