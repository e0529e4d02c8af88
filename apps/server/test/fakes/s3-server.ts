import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../../src/adapters/storage/s3-storage.js';

const MAIN = new URL('./s3-server-main.ts', import.meta.url).pathname;
/** s3rver's own credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

/**
 * An S3-compatible store for the tests: s3rver in a child process on a random 127.0.0.1 port,
 * reached with path-style addressing. A process of its own so that it can go down and come back
 * as a real store does, and because s3rver's list continuation tokens use DES, which Node's
 * OpenSSL 3 offers only with --openssl-legacy-provider (a flag for that process alone).
 */
export class S3TestServer {
  readonly bucket = 'referralhub-test';
  private child: ChildProcess | undefined;
  private port = 0;

  private constructor(private readonly dir: string) {}

  static async start(): Promise<S3TestServer> {
    const server = new S3TestServer(mkdtempSync(path.join(tmpdir(), 'rp-s3-')));
    await server.up();
    return server;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The app's environment for this store, keys under `prefix`. */
  env(prefix = ''): Record<string, string> {
    return {
      STORAGE_URL: `s3://${this.bucket}/${prefix}`,
      S3_ENDPOINT: this.endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    };
  }

  /** What `createS3Storage` takes for this store, keys under `prefix`. */
  options(prefix = ''): S3StorageOptions {
    return {
      bucket: this.bucket,
      prefix: prefix ? `${prefix}/` : '',
      region: 'us-east-1',
      endpoint: this.endpoint,
      forcePathStyle: true,
      accessKeyId: KEY,
      secretAccessKey: KEY,
    };
  }

  /** The store goes down: the process is killed, its port refuses connections. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** Back up on the same port with the objects it held. */
  async restart(): Promise<void> {
    await this.stop();
    await this.up();
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async up(): Promise<void> {
    const child = spawn(
      process.execPath,
      [
        '--openssl-legacy-provider',
        '--import',
        'tsx',
        MAIN,
        this.dir,
        String(this.port),
        this.bucket,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.child = child;
    let output = '';
    this.port = await new Promise<number>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`s3rver exited (${code}) before it listened:\n${output}`));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      child.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
        const line = /^\{"port":(\d+)\}$/m.exec(output);
        if (!line) return;
        child.off('exit', onExit);
        resolve(Number(line[1]));
      });
      child.once('exit', onExit);
    });
  }
}
