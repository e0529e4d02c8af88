// Memory of the server while it receives an upload: it must not grow with the file's size.
// Boots the app in process on PGlite with the demo data, listens on a 127.0.0.1 port, signs in
// (2FA code from the local outbox), creates a draft and streams multipart uploads of 10 MB and
// 50 MB over real HTTP, sampling the process's RSS and heap every 10 ms and, every 100 ms, what
// it holds after a forced collection (live: heap and buffers; the collections slow it a little).
// `--storage s3`: the files go to an S3-compatible store (s3rver in a process of its own, so its
// memory is not counted) through multipart uploads instead of into the local folder.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { and, eq, isNotNull } from 'drizzle-orm';
import { clinics, providers, referrals, users } from '../apps/server/src/db/schema/index.js';
import { pdfLikeStream } from '../apps/server/test/fixtures/files.js';
import { uploadBody } from '../apps/server/test/fixtures/multipart.js';
import { S3TestServer } from '../apps/server/test/fakes/s3-server.js';
import { signInDemoUser, startBenchApp } from './bench-kit.js';

setFlagsFromString('--expose-gc');
// Buffers freed by a collection are otherwise released by a background sweep, some time after it:
// what is held after gc() would count recent garbage.
setFlagsFromString('--no-concurrent-array-buffer-sweeping');
const gc = runInNewContext('gc') as () => void;

const storageArg = process.argv.indexOf('--storage');
const storage = storageArg >= 0 ? process.argv[storageArg + 1] : 'local';
if (storage !== 'local' && storage !== 's3') throw new Error('--storage local | s3');
const store = storage === 's3' ? await S3TestServer.start() : undefined;
const bench = await startBenchApp({ env: store?.env('bench') });
const { app } = bench;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const email = 'psr@northside.demo.test';
const agent = await signInDemoUser(bench, email);

// A draft from Northside to Lakeside (arranged directly: the upload is what is measured).
const db = bench.deps.database.db;
const clinicId = async (c: string) =>
  (await db.select().from(clinics).where(eq(clinics.code, c)))[0]!.id;
const [northside, lakeside] = [await clinicId('NORTHSIDE'), await clinicId('LAKESIDE')];
const [provider] = await db
  .select()
  .from(providers)
  .where(and(eq(providers.clinicId, lakeside), isNotNull(providers.lastname)))
  .limit(1);
const [me] = await db.select().from(users).where(eq(users.email, email));
const [draft] = await db
  .insert(referrals)
  .values({
    clinicReferrerId: northside,
    clinicReceiverId: lakeside,
    providerId: provider!.id,
    referrerId: me!.id,
  })
  .returning();

/** Streams one file of `bytes` over HTTP while sampling memory; returns the peaks above baseline. */
async function upload(bytes: number) {
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  // What is held at once, garbage collected first: heap and buffers, which live outside the heap
  // (the parts on their way to an object store are buffers).
  const live = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const baseLive = live();
  let peakLive = baseLive;
  const liveSampler = setInterval(() => (peakLive = Math.max(peakLive, live())), 100);
  const file = pdfLikeStream(bytes);
  const { body, headers } = uploadBody([{ filename: 'scan.pdf', content: file.chunks }]);
  const started = process.hrtime.bigint();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/referrals/${draft!.uuid}/documents`,
        headers: {
          ...headers,
          cookie: agent.cookieHeader(),
          'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    pipeline(body, req).catch(reject);
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  clearInterval(liveSampler);
  if (status !== 200) throw new Error(`upload answered ${status}`);
  return {
    ms,
    rss: (peakRss - base.rss) / 1e6,
    heap: (peakHeap - base.heapUsed) / 1e6,
    live: (peakLive - baseLive) / 1e6,
  };
}

const mb = (n: number) => n * 1_000_000;
await upload(mb(5)); // warm-up
console.log(
  `Upload of one file over HTTP (server and client in this process) into ${storage === 's3' ? 'an S3-compatible store (multipart)' : 'the local folder'}:`,
);
console.log('  size     time      MB/s   peak RSS growth   peak heap growth   peak live growth');
type Peaks = { rss: number; heap: number; live: number };
const results: Record<number, Peaks[]> = {};
for (const size of [10, 50, 10, 50, 10, 50]) {
  const r = await upload(mb(size));
  (results[size] ??= []).push(r);
  console.log(
    `  ${String(size).padStart(3)} MB ${r.ms.toFixed(0).padStart(6)} ms ${(size / (r.ms / 1000)).toFixed(0).padStart(6)} ${r.rss.toFixed(1).padStart(12)} MB ${r.heap.toFixed(1).padStart(15)} MB ${r.live.toFixed(1).padStart(15)} MB`,
  );
}
const worst = (size: number, k: keyof Peaks) => Math.max(...results[size]!.map((r) => r[k]));
for (const k of ['heap', 'live'] as const) {
  console.log(
    `  worst ${k} growth: 10 MB file ${worst(10, k).toFixed(1)} MB, 50 MB file ${worst(50, k).toFixed(1)} MB`,
  );
}
const flat =
  worst(50, 'heap') < 10 + worst(10, 'heap') &&
  worst(50, 'live') < 10 + worst(10, 'live') &&
  worst(50, 'rss') < 20 + worst(10, 'rss');
console.log(`  memory independent of file size: ${flat ? 'yes' : 'NO'}`);
await bench.close();
await store?.close();
