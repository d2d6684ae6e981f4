import { describe, expect, it, vi } from 'vitest';
import { mutationOnDemand } from './mutation-on-demand';
import { registerStoreLoader } from './store-on-demand';

type Body = { email: string };

/** A store whose dispatch answers an RTK Query mutation's promise (with its `reset`). */
function fakeStore(outcome: { data?: unknown; error?: unknown }) {
  const reset = vi.fn();
  const dispatch = vi.fn((action: { arg: Body }) =>
    Object.assign(Promise.resolve(outcome), { reset, action }),
  );
  return { dispatch, reset };
}

function NoProvider() {
  return null;
}

const endpoint = { initiate: (arg: Body) => ({ arg }) };

describe('mutationOnDemand', () => {
  it('loads the store and the endpoint with the first call, dispatches it, and drops the outcome after', async () => {
    const store = fakeStore({ data: undefined });
    const loadStore = vi.fn(async () => ({ StoreProvider: NoProvider, browserStore: () => store }));
    registerStoreLoader(loadStore);
    const loadEndpoint = vi.fn(async () => endpoint);
    const forgotPassword = mutationOnDemand<Body, void>(loadEndpoint);
    expect(loadStore).not.toHaveBeenCalled();
    expect(loadEndpoint).not.toHaveBeenCalled();

    const outcome = await forgotPassword({ email: 'a@b.in' });
    expect(outcome).toEqual({ data: undefined });
    expect(store.dispatch).toHaveBeenCalledWith({ arg: { email: 'a@b.in' } });
    expect(store.reset).toHaveBeenCalledTimes(1);
    expect(loadEndpoint).toHaveBeenCalledTimes(1);
  });

  it("answers the server's refusal as the mutation hook does", async () => {
    const refusal = { status: 429, data: { code: 'RATE_LIMITED', message: 'Too many requests' } };
    const store = fakeStore({ error: refusal });
    registerStoreLoader(async () => ({ StoreProvider: NoProvider, browserStore: () => store }));
    const outcome = await mutationOnDemand<Body, void>(async () => endpoint)({ email: 'a@b.in' });
    expect(outcome).toEqual({ error: refusal });
  });

  it('answers a file that could not arrive as a failure without a message, and loads again on the next call', async () => {
    const store = fakeStore({ data: undefined });
    registerStoreLoader(async () => ({ StoreProvider: NoProvider, browserStore: () => store }));
    const loadEndpoint = vi
      .fn<() => Promise<typeof endpoint>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(endpoint);
    const send = mutationOnDemand<Body, void>(loadEndpoint);

    const failed = await send({ email: 'a@b.in' });
    expect(failed.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.dispatch).not.toHaveBeenCalled();
    expect(await send({ email: 'a@b.in' })).toEqual({ data: undefined });
    expect(loadEndpoint).toHaveBeenCalledTimes(2);
  });
});
