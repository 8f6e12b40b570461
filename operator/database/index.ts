/** Database provisioning for Gateways in mode `sqlCluster`. */
export * from './admin-connection';
export * from './connection-secret';
export * from './errors';
export * from './names';
export { generatePassword } from './password';
export * from './provisioner';
export * from './provisioning-plan';
export * from './sql-cluster';
