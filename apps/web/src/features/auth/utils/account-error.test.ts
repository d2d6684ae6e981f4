import { messages } from '@wayfarer/shared/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { showAccountError } from './account-error';

const httpError = (data: unknown) => ({ status: 400, data });

describe('showAccountError', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('puts a wrong password at the password field, focused, and shows no toast', () => {
    const error = vi.spyOn(toast, 'error');
    const setError = vi.fn();
    showAccountError(
      httpError({
        error: 'WRONG_CURRENT_PASSWORD',
        message: 'The current password is wrong',
        errors: [{ path: 'currentPassword', message: 'The current password is wrong' }],
      }),
      'currentPassword',
      setError,
    );
    expect(setError).toHaveBeenCalledWith(
      'currentPassword',
      { message: 'The current password is wrong' },
      { shouldFocus: true },
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("shows another field's error or a failure without one in a toast", () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const setError = vi.fn();
    showAccountError(
      httpError({ message: 'Too many tries', errors: [{ path: 'newEmail', message: 'Taken' }] }),
      'password',
      setError,
    );
    showAccountError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'password', setError);
    expect(setError).not.toHaveBeenCalled();
    expect(error.mock.calls).toEqual([['Too many tries'], [messages.somethingWrong]]);
  });
});
