import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings, users } from '../../db/schema.ts';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

export async function findSiteSettings(db: Database): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row;
}

/** Inserts the single settings row unless it exists; true when it was inserted. */
export async function insertSiteSettingsIfMissing(
  db: Database,
  values: Pick<SiteSettingsRow, 'contactPhone' | 'contactEmail' | 'socialLink'>,
): Promise<boolean> {
  const rows = await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return rows.length > 0;
}

/** Saves the single settings row (insert or update); business fields left out stay as they are. */
export async function upsertSiteSettings(
  db: Database,
  values: Pick<SiteSettingsRow, 'contactPhone' | 'contactEmail' | 'socialLink'> &
    Partial<
      Pick<
        SiteSettingsRow,
        | 'businessName'
        | 'businessAddress'
        | 'gstin'
        | 'notificationEmail'
        | 'gstRatePercent'
        | 'invoicePrefix'
        | 'signatoryName'
        | 'signatoryDesignation'
        | 'referralRateBp'
      >
    >,
): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The e-mail of the earliest-created ADMIN (the default notification address, ADR 985). */
export async function findFirstAdminEmail(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.email;
}

/**
 * Who hears of operator work (ADR 987, superseding 908's "every admin"): one address, the
 * admin notification address when set, else the first admin's e-mail, else the site's contact
 * e-mail; none when all three are missing.
 */
export async function findAdminRecipients(db: Database): Promise<string[]> {
  const settings = await findSiteSettings(db);
  const to = settings?.notificationEmail || (await findFirstAdminEmail(db)) || settings?.contactEmail;
  return to ? [to] : [];
}

/** ADR 1377: the TCS rates and threshold (the row is created with the defaults when missing). */
export async function upsertTcsSettings(
  db: Database,
  values: Pick<SiteSettingsRow, 'tcsRateBp' | 'tcsThresholdPaise' | 'tcsHighRateBp'>,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });
}
