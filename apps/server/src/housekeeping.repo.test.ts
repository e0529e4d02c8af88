import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.js';
import { STORED_FILE_TABLES } from './housekeeping.repo.js';

describe('orphaned file sweep', () => {
  it('knows every table that names a stored file (a file it missed would be deleted)', () => {
    const withFiles = (Object.values(schema) as unknown[])
      .filter((t): t is PgTable => is(t, PgTable))
      .filter((t) => Object.values(getTableColumns(t)).some((c) => c.name === 'storage_key'));
    expect(new Set(STORED_FILE_TABLES)).toEqual(new Set(withFiles));
  });
});
