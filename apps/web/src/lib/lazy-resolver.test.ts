import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';
import { toast } from './toast';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

function schemaResolver(): Resolver<Values, unknown, Values> {
  return (values): ResolverResult<Values, Values> => {
    if (values.email) return { values, errors: {} };
    return { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } };
  };
}

describe('lazyResolver', () => {
  it('loads the schema on the first validation only, then validates with it', async () => {
    const load = vi.fn(async () => schemaResolver());
    const resolver = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Email is required');
    const accepted = await resolver({ email: 'a@b.in' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'a@b.in' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, once, however often it is asked', async () => {
    const load = vi.fn(async () => schemaResolver());
    const resolver = lazyResolver<Values, Values>(load);
    resolver.preload();
    resolver.preload();
    await resolver({ email: 'a@b.in' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one (a dropped connection), and preload never throws', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schemaResolver());
    const resolver = lazyResolver<Values, Values>(load);
    resolver.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));

    const result = await resolver({ email: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses the validation it could not load the schema for, with a toast, and loads it on the next', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schemaResolver());
    const resolver = lazyResolver<Values, Values>(load);

    const refused = await resolver({ email: 'a@b.in' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.root?.message).toBe('Oops! Something went wrong');
    expect(toastError).toHaveBeenCalledWith('Oops! Something went wrong');

    const accepted = await resolver({ email: 'a@b.in' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'a@b.in' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
