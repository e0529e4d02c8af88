import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
