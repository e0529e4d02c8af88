import type { Readable } from 'node:stream';
import { checkedKey, meteredBody } from './metered-body.js';
import {
  ObjectNotFoundError,
  type PutOptions,
  type StorageAdapter,
  type StoredObject,
} from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** Every key is stored under it: '' or a folder ending in '/'. */
  prefix: string;
  region: string;
  /** An S3-compatible store's URL; unset: AWS S3 of `region`. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page (S3's own maximum, 1000, unless a test wants several pages). */
  pageSize?: number;
}

/**
 * S3's smallest part (the last may be shorter). A put holds at most QUEUE_SIZE parts on their way
 * plus the one being filled: about 20 MB whatever the file's size (`bench:upload -- --storage
 * s3`). Two on their way let the next part arrive while one is sent.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Objects in a bucket of S3 or of an S3-compatible store, under a prefix (STORAGE_URL=s3://...). */
export async function createS3Storage(options: S3StorageOptions): Promise<StorageAdapter> {
  // Loaded only where a bucket is configured: the SDK costs every other server's start ~60 ms.
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const { bucket, prefix } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
    // S3-compatible store; the bytes' SHA-256 is ours already (StoredObject.sha256).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that cannot be reached fails an upload within seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const objectKey = (key: string) => prefix + checkedKey(key);

  const get = async (key: string): Promise<Readable> => {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
      return answer.Body as Readable;
    } catch (e) {
      if (e instanceof NoSuchKey) throw new ObjectNotFoundError(key);
      throw e;
    }
  };

  return {
    kind: 's3',
    async put(
      key: string,
      body: Readable | Uint8Array,
      opts: PutOptions = {},
    ): Promise<StoredObject> {
      const bytes = meteredBody(body, opts.maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: bytes.stream },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        // Until it completes, a multipart upload is no object: a failure leaves nothing readable
        // or listable (the SDK then aborts it; a lifecycle rule clears what an abort missed).
        await upload.done();
      } catch (e) {
        bytes.stream.destroy();
        // Drain what is left so the request can finish.
        if (!(body instanceof Uint8Array)) body.resume();
        // A refusal or a failed source is the answer, not what the abort that followed said.
        throw bytes.failure() ?? e;
      }
      return bytes.stored(key);
    },
    get,
    async read(key: string) {
      return Buffer.concat(await (await get(key)).toArray());
    },
    async delete(key: string) {
      // S3 answers a delete of a missing key as a success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      const pages = paginateListObjectsV2(
        { client, pageSize: options.pageSize },
        { Bucket: bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { key: object.Key.slice(prefix.length), modifiedAt: object.LastModified };
        }
      }
    },
  };
}
