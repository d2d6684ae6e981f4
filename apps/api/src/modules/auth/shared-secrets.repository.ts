import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sharedSecrets } from '../../db/schema.ts';

/**
 * The secret called `name`: `candidate` if none was stored yet, else the stored one. Instances
 * racing here each insert their own candidate; the primary key lets one in, the others' inserts
 * wait for it to commit and do nothing, and every one of them then reads the same row.
 */
export async function storedSecretOr(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(sharedSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, name));
  if (!row) throw new Error(`shared secret ${name} is missing right after it was stored`);
  return row.value;
}
