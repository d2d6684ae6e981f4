import { apiMessages } from './api-messages.ts';
import { AppError, type AppErrorCode } from './app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What keeps a record from being deleted, e.g. { hotels: 2, destinations: 1 }. */
export type Usage = Record<string, { count: number; one: string; many: string }>;

/**
 * The 409 text for a delete that is refused, naming what uses the record:
 * "This place is used by 2 hotels and 1 destination". Undefined when nothing uses it.
 */
export function inUseMessage(what: string, usage: Usage): string | undefined {
  const parts = Object.values(usage)
    .filter((use) => use.count > 0)
    .map((use) => counted(use.count, use.one, use.many));
  if (parts.length === 0) return undefined;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This ${what} is used by ${list}`;
}

/** Runs a write; a unique violation (a name taken by a racing request) answers `code` with `message`. */
export async function uniqueOrConflict<T>(
  write: () => Promise<T>,
  code: AppErrorCode,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, message);
    throw error;
  }
}

/**
 * Deletes a record unless something uses it (409 naming the users). The restricting foreign
 * keys settle a race with a request that starts using it meanwhile: same 409.
 */
export async function deleteUnlessUsed(
  what: string,
  countUsage: () => Promise<Usage>,
  remove: () => Promise<void>,
): Promise<void> {
  const message = inUseMessage(what, await countUsage());
  if (message) throw new AppError('IN_USE', message);
  try {
    await remove();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError('IN_USE', inUseMessage(what, await countUsage()) ?? apiMessages.inUse);
  }
}
