/** The SqlCluster kind as aigw reads it; the pure reader lives in lib/platform/sql-cluster.ts. */
export * from '../../lib/platform/sql-cluster';
