import path from 'node:path';
import { BackupError, backupDataDir, restoreDataDir } from './db/backup.js';
import { ConfigError, loadConfig } from './config.js';

/** What the command did, for the person who ran it (a CLI's output, not a server log). */
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run backup [-- <directory>]` and `npm run restore -- <directory>` on the embedded default
 * (PGlite in DATA_DIR): see db/backup.ts. On PostgreSQL they refuse and name the tools to use.
 */
async function main(command: string | undefined, target: string | undefined) {
  const config = loadConfig();
  const files =
    config.storage.kind === 's3'
      ? `the bucket (s3://${config.storage.bucket}/${config.storage.prefix})`
      : `the files directory (${config.filesDir})`;
  if (config.databaseUrl) {
    throw new BackupError(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump and ${files}; see "Backups" in README.md.`,
    );
  }
  // The object store keeps the files; this backup holds the database (and the key) only.
  if (config.storage.kind === 's3' && command) {
    say(`The files stay in ${files}, not in a backup: back them up with the store's own tools.`);
  }
  const paths = { dataDir: config.dataDir, filesDir: config.filesDir };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dest = path.resolve(target ?? path.join('backups', `referralhub-${stamp}`));
    const manifest = await backupDataDir(paths, dest);
    say(`Backed up ${config.dataDir} (database and ${manifest.files} files) to ${dest}`);
    if (!manifest.key) say('Keep APP_KEY with it: stored patient fields need that key.');
  } else if (command === 'restore' && target) {
    const manifest = await restoreDataDir(path.resolve(target), paths);
    say(
      `Restored the backup of ${manifest.createdAt} (database and ${manifest.files} files) into ${config.dataDir}`,
    );
  } else {
    throw new BackupError(
      'Usage: npm run backup [-- <directory>] | npm run restore -- <directory>',
    );
  }
}

main(process.argv[2], process.argv[3]).catch((e: unknown) => {
  if (e instanceof BackupError || e instanceof ConfigError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
