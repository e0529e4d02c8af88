import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './lock.js';

/**
 * Backups of the embedded default (issue 18 item 18): the PGlite database, the stored files and
 * the generated field key, taken together while no server runs on the data directory (the server
 * holds its lock), so the database and the files are of one moment. PostgreSQL is backed up with
 * its own tools (README: pg_dump / pg_restore plus the files directory).
 */

/** Where the embedded default keeps its state (from the server's configuration). */
export interface DataPaths {
  /** DATA_DIR: the PGlite database in `db/`, the generated key in `app.key`, the lock. */
  dataDir: string;
  /** FILES_DIR (default DATA_DIR/files): uploaded documents and fax images. */
  filesDir: string;
}

const FORMAT = 1;
const MANIFEST = 'manifest.json';
const DATABASE = 'database.tar.gz';
const FILES = 'files';
const KEY = 'app.key';

interface Manifest {
  format: number;
  createdAt: string;
  files: number;
  /** Whether the generated field key is in the backup (unset when APP_KEY is configured). */
  key: boolean;
}

export class BackupError extends Error {}

/** Writes a backup of `paths` into `dest` (a new or empty directory); answers what it holds. */
export async function backupDataDir(paths: DataPaths, dest: string): Promise<Manifest> {
  const dbDir = path.join(paths.dataDir, 'db');
  if (!existsSync(dbDir)) throw new BackupError(`No database in ${paths.dataDir} to back up.`);
  if (existsSync(dest) && readdirSync(dest).length > 0) {
    throw new BackupError(`${dest} is not empty: name a new directory for the backup.`);
  }
  const release = lock(paths.dataDir);
  try {
    // Patient data: readable by this account only.
    mkdirSync(dest, { recursive: true, mode: 0o700 });
    chmodSync(dest, 0o700);
    const pglite = await PGlite.create(dbDir);
    try {
      const dump = await pglite.dumpDataDir('gzip');
      writeFileSync(path.join(dest, DATABASE), Buffer.from(await dump.arrayBuffer()), {
        mode: 0o600,
      });
    } finally {
      await pglite.close();
    }
    mkdirSync(path.join(dest, FILES), { mode: 0o700 });
    if (existsSync(paths.filesDir)) {
      // A `.part` file is an upload that never finished: it has no row, so it is not copied.
      cpSync(paths.filesDir, path.join(dest, FILES), {
        recursive: true,
        filter: (src) => !src.endsWith('.part'),
      });
    }
    const keyFile = path.join(paths.dataDir, KEY);
    const key = existsSync(keyFile);
    if (key) cpSync(keyFile, path.join(dest, KEY));
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      files: countFiles(path.join(dest, FILES)),
      key,
    };
    writeFileSync(path.join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    release();
  }
}

/**
 * Restores a backup into `paths`, which must hold no database and no files yet (a fresh data
 * directory: restoring over live data is refused rather than merged).
 */
export async function restoreDataDir(source: string, paths: DataPaths): Promise<Manifest> {
  const manifest = readManifest(source);
  const dbDir = path.join(paths.dataDir, 'db');
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
    throw new BackupError(
      `${paths.dataDir} already holds a database: restore into a new DATA_DIR (or move it aside).`,
    );
  }
  if (existsSync(paths.filesDir) && readdirSync(paths.filesDir).length > 0) {
    throw new BackupError(`${paths.filesDir} already holds files: restore into an empty one.`);
  }
  const release = lock(paths.dataDir);
  try {
    mkdirSync(dbDir, { recursive: true, mode: 0o700 });
    const dump = readFileSync(path.join(source, DATABASE));
    const pglite = await PGlite.create(dbDir, { loadDataDir: new Blob([dump]) });
    await pglite.close();
    mkdirSync(paths.filesDir, { recursive: true, mode: 0o700 });
    cpSync(path.join(source, FILES), paths.filesDir, { recursive: true });
    if (manifest.key) cpSync(path.join(source, KEY), path.join(paths.dataDir, KEY));
    return manifest;
  } finally {
    release();
  }
}

function readManifest(source: string): Manifest {
  const file = path.join(source, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${source} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) {
    throw new BackupError(`${source} is a backup of format ${manifest.format}, not ${FORMAT}.`);
  }
  return manifest;
}

/** The data directory's lock, so no server writes while a backup or restore runs. */
function lock(dataDir: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (e) {
    throw new BackupError(`Stop the server first. ${(e as Error).message}`, { cause: e });
  }
}

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())
    .length;
}
