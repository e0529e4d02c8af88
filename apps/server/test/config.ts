import { loadConfig, type Config } from '../src/config.js';

/** The field key of the run's template data (a server process on a copy of it needs the same). */
export const TEST_APP_KEY = 'test-app-key-test-app-key-test-app-key-0123';

/** The configuration tests run with: explicit key, demo data, nothing from the environment. */
export function testConfig(
  dataDir: string,
  databaseUrl?: string,
  extra: Record<string, string> = {},
): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    APP_KEY: TEST_APP_KEY,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'silent',
    // inject() speaks plain HTTP: suites that run as production (NODE_ENV=production) say so.
    ALLOW_HTTP: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });
}
