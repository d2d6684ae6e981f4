import type { Database } from '../../db/client.ts';

/** Where uploaded media live. `put` answers the URL a browser loads the file from. */
export interface StorageDriver {
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /**
   * A driver that stores in the database (ADR 1306) answers one writing through `db` (a
   * transaction), so a rollback takes its files with the rows; other drivers have none.
   */
  within?(db: Database): StorageDriver;
}
