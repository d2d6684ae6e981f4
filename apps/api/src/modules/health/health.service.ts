import type { Database } from '../../db/client.ts';
import { apiMessages } from '../../lib/api-messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './health.repository.ts';

export async function checkHealth(db: Database): Promise<{ status: 'ok'; database: 'up' }> {
  try {
    await pingDatabase(db);
  } catch {
    // A load balancer takes this instance out of rotation until the database answers again.
    throw new AppError('SERVICE_UNAVAILABLE', apiMessages.databaseDown);
  }
  return { status: 'ok', database: 'up' };
}
