import type { TestProject } from "vitest/node";

import { startPostgres } from "../../tests/support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PostgreSQL server; each suite creates its own database on it. */
    postgresUrl: string;
  }
}

/** One PostgreSQL for the whole server test run (about a second to start), stopped at the end. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.destroy();
}
