import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whatsappOptOuts } from '../../db/schema.ts';

// ADR 1343: the numbers that replied STOP. The messages themselves are outbox rows
// (modules/outbox/outbox.repository.ts, the one home of `email_jobs`).

export {
  type DeliveryStatus,
  listWhatsAppJobs,
  recordDeliveryStatus,
} from '../outbox/index.ts';

/** The number (91XXXXXXXXXX) opts out; true when it had not before. */
export async function insertOptOut(db: Database, phone: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(whatsappOptOuts)
    .values({ phone, createdAt: at })
    .onConflictDoNothing()
    .returning({ phone: whatsappOptOuts.phone });
  return rows.length > 0;
}

/** Which of these numbers opted out. */
export async function findOptedOut(db: Database, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(inArray(whatsappOptOuts.phone, phones));
  return new Set(rows.map((row) => row.phone));
}
