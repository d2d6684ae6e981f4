import type { FastifyInstance } from 'fastify';
import { registerCreator, type TestCreator } from './factories.ts';
import { bearer, loginAdmin, registerUser } from './helpers.ts';

export type Headers = Record<string, string>;
export type Callers = { admin: Headers; user: Headers; creator: Headers; creatorRecord: TestCreator };
export type Refusal = { who: string; headers: Headers; status: 401 | 403 };

/** An admin, a plain signed-in user and a creator, as request headers. */
export async function signInCallers(app: FastifyInstance): Promise<Callers> {
  const admin = await loginAdmin(app);
  const user = await registerUser(app);
  const creatorRecord = await registerCreator(app);
  return {
    admin: bearer(admin.tokens.access.token),
    user: bearer(user.tokens.access.token),
    creator: bearer(creatorRecord.token),
    creatorRecord,
  };
}

/** Every caller an ADMIN-only write refuses: anonymous 401, a plain user and a creator 403. */
export const adminOnlyRefusals = (callers: Callers): Refusal[] => [
  { who: 'anonymous', headers: {}, status: 401 },
  { who: 'a signed-in user', headers: callers.user, status: 403 },
  { who: 'a creator', headers: callers.creator, status: 403 },
];
