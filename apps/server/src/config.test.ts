import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to the embedded setup: PGlite, demo data, local mail, a generated key kept in DATA_DIR', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      demoData: true,
      smtpUrl: undefined,
      secureCookies: false,
    });
    expect(c.appKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appKey).toBe(c.appKey);
    expect(loadConfig({ DATA_DIR: dir, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it('turns demo data off with DATABASE_URL unless asked for', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db' }).demoData).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db', DEMO_DATA: 'on' }).demoData,
    ).toBe(true);
  });

  it('uses secure cookies behind https and requires APP_KEY in production', () => {
    expect(loadConfig({ DATA_DIR: dir, APP_URL: 'https://referrals.example.org/' })).toMatchObject({
      appUrl: 'https://referrals.example.org',
      secureCookies: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(
      /APP_KEY is required/,
    );
  });

  it("logs readably on a developer's terminal and as JSON lines everywhere else", () => {
    const production = { DATA_DIR: dir, NODE_ENV: 'production', APP_KEY: 'k'.repeat(32) };
    const https = { APP_URL: 'https://referrals.example.org' };
    expect(loadConfig({ DATA_DIR: dir }, true).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dir }, false).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...production, ...https }, true).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ ...production, ...https, LOG_FORMAT: 'pretty' }, true)).toThrow(
      ConfigError,
    );
  });

  it('runs the demo faxes through live OCR and has no test reset unless asked for', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      demoFaxOcr: 'live',
      testResetToken: undefined,
    });
    expect(loadConfig({ DATA_DIR: dir, DEMO_FAX_OCR: 'precomputed' }).demoFaxOcr).toBe(
      'precomputed',
    );
  });

  it('accepts the test reset token only in the test environment', () => {
    const token = 't'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', TEST_RESET_TOKEN: token }).testResetToken,
    ).toBe(token);
    for (const env of ['development', 'production'] as const) {
      expect(() =>
        loadConfig({
          DATA_DIR: dir,
          NODE_ENV: env,
          APP_KEY: 'k'.repeat(32),
          TEST_RESET_TOKEN: token,
        }),
      ).toThrow(/TEST_RESET_TOKEN is allowed only with NODE_ENV=test/);
    }
  });

  it('refuses a plain-http APP_URL in production unless ALLOW_HTTP is set, and keeps local http', () => {
    const key = { APP_KEY: 'k'.repeat(32) };
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...key })).toThrow(
      /APP_URL must be https:\/\/ when NODE_ENV=production \(set ALLOW_HTTP=1/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        APP_URL: 'http://referrals.example.org',
        ...key,
      }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ALLOW_HTTP: '1', ...key }),
    ).toMatchObject({ appUrl: 'http://localhost:3000', secureCookies: false });
    expect(
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        APP_URL: 'https://referrals.example.org',
        ...key,
      }).secureCookies,
    ).toBe(true);
    // Development and test keep plain http without asking.
    for (const env of ['development', 'test'] as const) {
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: env }).appUrl).toBe('http://localhost:3000');
    }
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses and CIDR ranges', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    for (const off of ['', 'false', 'off', '0']) {
      expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: off }).trustProxy).toBe(false);
    }
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    // Trusting every hop would let any client choose its own address: refused, as is garbage.
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.org', '1.2.3']) {
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('keeps files in the local folder unless STORAGE_URL names a bucket, with its S3 keys', () => {
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local' });
    const keys = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'not-a-real-secret' };
    expect(
      loadConfig({ DATA_DIR: dir, STORAGE_URL: 's3://referral-docs/prod/files/', ...keys }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'referral-docs',
      prefix: 'prod/files/',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'not-a-real-secret',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        STORAGE_URL: 's3://docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: '1',
        ...keys,
      }).storage,
    ).toMatchObject({
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
  });

  it('refuses a malformed STORAGE_URL, missing keys and S3 keys without a bucket, never echoing a secret', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'not-a-real-secret' };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
        return 'accepted';
      } catch (e) {
        return (e as Error).message;
      }
    };
    for (const bad of [
      'docs',
      'file:///var/files',
      's3://',
      's3://Upper_Case',
      's3://docs/../up',
      's3://docs/a b',
      's3://AKIDEXAMPLE:not-a-real-secret@docs/x',
    ]) {
      const message = refusal({ STORAGE_URL: bad, ...keys });
      expect(message, bad).toMatch(/^STORAGE_URL must be s3:\/\/bucket/);
      expect(message, bad).not.toContain('not-a-real-secret');
    }
    expect(refusal({ STORAGE_URL: 's3://docs', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toBe(
      'STORAGE_URL=s3://... needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(refusal(keys)).toMatch(
      /^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without STORAGE_URL/,
    );
    expect(refusal({ STORAGE_URL: 's3://docs', S3_ENDPOINT: 'not a url', ...keys })).toMatch(
      /S3_ENDPOINT/,
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc', APP_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc', APP_KEY: 'short' })).toThrow(
      /PORT[\s\S]*APP_KEY/,
    );
  });
});
