// CPU and wall time of loading the demo data (DESIGN section 6) into a fresh, migrated in-memory
// PGlite: what the first start of `npm start` and every test run's template pay. Each run gets its
// own database and data directory; the first run also pays the modules' first use (pdf-lib,
// sharp...), so it is shown apart from the others. CPU time is the whole process (every thread).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { closeDeps, createDeps } from '../apps/server/src/boot.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadDemoDataIfEmpty } from '../apps/server/src/seed/demo-data.js';

const RUNS = Number(process.env.RUNS ?? 3);

async function seedOnce(): Promise<{ wallMs: number; cpuMs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-bench-seed-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_KEY: 'bench-key-bench-key-bench-key-bench-key-0001',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
  });
  const deps = await createDeps(config, {
    log: pino({ level: 'silent' }),
    database: await openDatabase({ pglite: await PGlite.create() }),
  });
  try {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    if (!(await loadDemoDataIfEmpty(deps))) throw new Error('the database was not empty');
    const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
    const used = process.cpuUsage(cpu);
    return { wallMs, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    await closeDeps(deps);
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs: { wallMs: number; cpuMs: number }[] = [];
for (let i = 0; i < RUNS; i++) runs.push(await seedOnce());
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const show = (r: { wallMs: number; cpuMs: number }) => `wall ${s(r.wallMs)}, CPU ${s(r.cpuMs)}`;
console.log(`Demo data into a fresh migrated PGlite (in process), ${RUNS} runs:`);
console.log(`  first run:  ${show(runs[0]!)}`);
const rest = runs.slice(1);
if (rest.length) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `  later runs (median of ${rest.length}): ${show({
      wallMs: median(rest.map((r) => r.wallMs)),
      cpuMs: median(rest.map((r) => r.cpuMs)),
    })}`,
  );
}
