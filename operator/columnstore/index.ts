/** The columnstore database of `alt` gateways in storage mode `split`, over ClickHouse's HTTP interface. */
export * from './connection';
export * from './errors';
export { runStatement, serverErrorCode } from './http';
export * from './provisioner';
export * from './statements';
