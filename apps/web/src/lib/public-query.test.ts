import { describe, expect, it } from 'vitest';
import { PublicQueryCache, publicQuery, queryKeyOf } from './public-query';

const settings = publicQuery<{ phone: string }, void>('getSettings', () => 'settings');
const list = publicQuery<{ page: number }, { page: number; query?: string }>('listThings', (args) => ({
  url: 'things',
  params: args,
}));

/** A server fetch that answers from a table and records what it was asked. */
function fakeServer(answers: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  const serverFetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    const [status, body] = answers[url.pathname + url.search] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status });
  };
  return { asked, serverFetch };
}

describe('public query cache', () => {
  it("keys reads as RTK Query does: the endpoint and its argument's JSON with sorted keys", () => {
    expect(queryKeyOf('getSettings', undefined)).toBe('getSettings(undefined)');
    expect(queryKeyOf('listThings', { query: 'x', page: 2 })).toBe('listThings({"page":2,"query":"x"})');
  });

  it('reads once per key on the server and hands over the settled answers, failures included', async () => {
    const { asked, serverFetch } = fakeServer({ '/v1/settings': [200, { phone: '1' }] });
    const cache = new PublicQueryCache(serverFetch);
    const key = queryKeyOf('getSettings', undefined);
    cache.start(settings, undefined, key);
    cache.start(settings, undefined, key);
    const missing = queryKeyOf('listThings', { page: 3 });
    cache.start(list, { page: 3 }, missing);
    await Promise.all(cache.whenSettled());
    // A failure stands for the rest of the render (no read again on the next pass).
    cache.start(list, { page: 3 }, missing);
    expect(cache.whenSettled()).toEqual([]);
    expect(asked).toEqual(['/v1/settings', '/v1/things?page=3']);

    const { queries } = cache.dehydrate();
    expect(queries[key]).toMatchObject({
      endpointName: 'getSettings',
      status: 'fulfilled',
      data: { phone: '1' },
    });
    expect(queries[missing]).toMatchObject({
      status: 'rejected',
      error: { status: 404, data: { message: 'Not found' } },
    });
    expect(queries[missing]?.fulfilledTimeStamp).toBeUndefined();
  });

  it('a preloaded answer is not read again; an invalidated one is, while it is on screen', async () => {
    const key = queryKeyOf('getSettings', undefined);
    const preloaded = {
      queries: { [key]: { endpointName: 'getSettings', status: 'fulfilled' as const, data: { phone: '1' } } },
    };
    const { asked, serverFetch } = fakeServer({ '/v1/settings': [200, { phone: '2' }] });
    // A cache with a fetch of its own stands in for the browser's here.
    const cache = new PublicQueryCache(serverFetch, preloaded);
    const release = cache.retain(settings, undefined, key);
    expect(asked).toEqual([]);
    cache.invalidate((stale) => cache.start(settings, undefined, stale, true));
    expect(cache.get(key)).toMatchObject({ status: 'pending', data: { phone: '1' } });
    await Promise.all(cache.whenSettled());
    expect(cache.get(key)).toMatchObject({ status: 'fulfilled', data: { phone: '2' } });
    release();
  });
});
