import { randomBytes } from 'node:crypto';
import { registerCreator, type TestCreator } from '../factories.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { createPublishedPackage, type TestPackage } from '../package-factory.ts';

// The public reads' tests' app (public-package.test.ts, public-lists.test.ts): one app per file,
// a creator and one published package of theirs. Not a test file itself.

/** The file's app, its creator and their published package; the app is closed if seeding fails. */
export async function startPublicToursApp(): Promise<{ t: TestApp; creator: TestCreator; pkg: TestPackage }> {
  const t = await createTestApp();
  try {
    const creator = await registerCreator(t.app);
    const pkg = await createPublishedPackage(t.app, { creator });
    return { t, creator, pkg };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export const tag = () => randomBytes(3).toString('hex');
