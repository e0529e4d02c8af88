import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { StorageAdapter } from './storage.js';

/** The store the configuration selects (STORAGE_URL): the local folder unless it names a bucket. */
export async function createStorage(
  config: Pick<Config, 'filesDir' | 'storage'>,
): Promise<StorageAdapter> {
  const { storage } = config;
  if (storage.kind !== 's3') return createLocalStorage(config.filesDir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(storage);
}
