import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

/** What the auth and account services work with: the database and the configuration. */
export type AuthContext = { db: Database; config: Config };
