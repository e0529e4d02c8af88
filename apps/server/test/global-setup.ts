import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { closeDeps, createDeps } from '../src/boot.js';
import { openDatabase } from '../src/db/client.js';
import { takeSnapshot } from '../src/db/snapshot.js';
import { testConfig } from './config.js';
import { silentLogger } from './silent-logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds one migrated database with the demo data per run, with a snapshot of its rows taken
 * inside it. Each worker opens one copy per kind (PGlite: the dumped data directory; PostgreSQL:
 * CREATE DATABASE ... TEMPLATE) and every app it starts resets that copy to the snapshot.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-test-'));
  const pglite = await PGlite.create();
  const deps = await createDeps(testConfig(dir), {
    log: silentLogger,
    database: await openDatabase({ pglite }),
  });
  await takeSnapshot(deps.database.db);
  const dump = await pglite.dumpDataDir('none');
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await closeDeps(deps);
  project.provide('pgliteTemplate', templateFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateDb: string | null = null;
  if (adminUrl) {
    templateDb = `rp_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const url = withDatabase(adminUrl, templateDb);
    const pgDeps = await createDeps(testConfig(dir, url), { log: silentLogger });
    await takeSnapshot(pgDeps.database.db);
    await closeDeps(pgDeps);
  }
  project.provide('postgresTemplate', templateDb);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && templateDb) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`rp_%_${process.pid}%`],
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
