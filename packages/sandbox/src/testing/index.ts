// `@vps-hosting/sandbox/testing`: what a test needs to run against the sandbox. A sandbox for one test
// (harness.ts) whose answers are checked against the document (answers.ts); a throwaway PostgreSQL
// cluster (postgres-cluster.ts) and fresh databases in it, empty or copied from a migrated template
// (template-database.ts), for tests and benchmarks that run the sandbox on PostgreSQL.
export { pathOf, responseErrors, schemaErrors } from './answers.js';
export {
  type Answer,
  type CallOptions,
  startTestSandbox,
  type TestSandbox,
  type TestSandboxOptions,
} from './harness.js';
export { type ClusterOptions, type PostgresCluster, postgresBinDir, startPostgresCluster } from './postgres-cluster.js';
export { databaseFromTemplate, emptyDatabase, type TemplateCluster, type TestDatabase } from './template-database.js';
