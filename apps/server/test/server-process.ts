import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { Agent } from './agent.js';
import { TEST_APP_KEY } from './config.js';
import { freePort } from './free-port.js';
import { withDatabase } from './global-setup.js';
import { signInCode, SmtpCatcher } from './smtp-catcher.js';

export const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);

/** The line the server logs once it listens and its workers run (main.ts). */
const READY = 'ReferralHub is ready at';

/**
 * A real server process run from its TypeScript sources (through tsx, so no build is needed),
 * as `npm start` runs it: its own event loop, database pool, job workers and LISTEN connection.
 */
export class ServerProcess {
  child!: ChildProcess;
  private text = '';
  readonly baseUrl: string;

  private constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Starts a server on a free port with `env` over the test defaults; resolves once it is ready. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), env);
    await server.boot();
    return server;
  }

  /** Everything the server wrote (its log lines), for a failure's reader. */
  output(): string {
    return this.text;
  }

  /** Starts the process (again, after a kill) on the same port, data and database. */
  async boot(timeoutMs = 120_000): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        APP_URL: this.baseUrl,
        LOG_LEVEL: 'info',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = this.child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(`not ready within ${timeoutMs} ms`), timeoutMs);
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`server ${this.baseUrl} ${why}:\n${this.text.slice(-4000)}`));
      };
      const onData = (d: Buffer) => {
        this.text += d.toString();
        if (this.text.includes(READY, this.text.length - d.length - READY.length)) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => fail(`exited (${code}) before it was ready`);
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (d: Buffer) => (this.text += d.toString()));
      child.once('exit', onExit);
    });
  }

  /** The crash: SIGKILL, no shutdown code runs. Resolves once the process is gone. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** A clean stop (SIGTERM: jobs finish, the database closes). */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child.exitCode != null || child.signalCode != null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}

/**
 * A PostgreSQL database of its own with the run's migrated demo data (a copy of the template the
 * integration run made, named after it so the run's teardown drops it too); `drop` removes it.
 */
export async function scratchDatabase(
  suffix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('scratchDatabase needs TEST_DATABASE_URL');
  const name = `${template}_${suffix}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Signs in on a server process through the login and two-factor routes, the code read from the
 * mail `smtp` caught (the server's SMTP_URL); answers the signed-in agent.
 */
export async function signInOver(
  server: ServerProcess,
  smtp: SmtpCatcher,
  email: string,
): Promise<Agent> {
  const agent = Agent.overHttp(server.baseUrl);
  // A loaded two-core machine may take a while to start delivering after a boot.
  const mail = smtp.waitFor(email, /sign-in code/i, 60_000);
  const login = await agent.post('/login', { email, password: DEMO_PASSWORD, remember_me: false });
  expect(login.status).toBe(200);
  const verify = await agent.post('/auth/2fa/verify', {
    two_factor_code: signInCode(await mail),
  });
  expect(verify.status).toBe(200);
  return agent;
}

/** The same browser (its cookies) talking to `server`: another instance, or one restarted. */
export function sameBrowserOn(server: ServerProcess, agent: Agent): Agent {
  const moved = Agent.overHttp(server.baseUrl);
  for (const [name, value] of agent.cookies) moved.cookies.set(name, value);
  return moved;
}

/**
 * Waits until `done` answers true, asking every 20 ms: for what another process does (a job
 * row gone, a file on disk), which the test cannot be told of.
 */
export async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the server processes of one test file share on PostgreSQL. */
export interface ProcessWorld {
  /** The mail server every server sends to. */
  smtp: SmtpCatcher;
  /** The scratch database (a copy of the run's demo data). */
  url: string;
  /** The test's own connection to it, for arranging and asserting. */
  handle: DatabaseHandle;
  /** The environment the servers start with (each adds its own DATA_DIR). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A scratch database named `name` with an SMTP catcher, for server processes to share. */
export async function openProcessWorld(name: string): Promise<ProcessWorld> {
  const smtp = new SmtpCatcher();
  const smtpUrl = await smtp.start();
  const database = await scratchDatabase(name);
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    smtp,
    url: database.url,
    handle,
    env: {
      DATABASE_URL: database.url,
      APP_KEY: TEST_APP_KEY,
      DEMO_DATA: 'false',
      SMTP_URL: smtpUrl,
    },
    async close() {
      await handle.close();
      await database.drop();
      await smtp.stop();
    },
  };
}
