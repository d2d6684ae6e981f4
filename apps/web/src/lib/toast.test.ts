import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSonnerLoaderForTests, toast } from './toast';
import { toasterSignal } from './toaster-signal';

type Sonner = typeof import('sonner');

function FakeToaster() {
  return null;
}

/** A stand-in for Sonner's `toast` that records what reached it, in order. */
function fakeSonner() {
  const calls: [string, unknown, { id?: string | number }][] = [];
  const record = (kind: string) => (message: unknown, options: { id?: string | number }) => {
    calls.push([kind, message, options]);
    return options.id ?? 0;
  };
  const module = {
    Toaster: FakeToaster,
    toast: {
      success: record('success'),
      error: record('error'),
      message: record('message'),
      loading: record('loading'),
    },
  } as unknown as Sonner;
  return { calls, module };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => setSonnerLoaderForTests(() => import('sonner')));

describe('toast (Sonner on first use)', () => {
  it('loads Sonner with the first toast only, and hands over its Toaster then', async () => {
    const sonner = fakeSonner();
    const load = vi.fn(async () => sonner.module);
    setSonnerLoaderForTests(load);
    expect(load).not.toHaveBeenCalled();

    toast.success('Saved');
    toast.error('Refused');
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    // The first Toaster to arrive is the one mounted (another test's may have come first).
    expect(toasterSignal.current()).not.toBeNull();
    expect(sonner.calls.map(([kind, message]) => [kind, message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Refused'],
    ]);
  });

  it('answers a loading toast its id at once, so the outcome replaces it', async () => {
    const sonner = fakeSonner();
    let arrive: (module: Sonner) => void = () => {};
    setSonnerLoaderForTests(() => new Promise<Sonner>((resolve) => (arrive = resolve)));

    const id = toast.loading('Uploading…');
    toast.success('Image uploaded', { id });
    const other = toast.loading('Please wait…');
    expect(other).not.toBe(id);
    arrive(sonner.module);
    await settled();
    expect(sonner.calls).toEqual([
      ['loading', 'Uploading…', { id }],
      ['success', 'Image uploaded', { id }],
      ['loading', 'Please wait…', { id: other }],
    ]);
  });

  it('keeps a caller’s id and options', async () => {
    const sonner = fakeSonner();
    setSonnerLoaderForTests(async () => sonner.module);
    expect(
      toast.error('Oops! Something went wrong', { id: 'generic-failure', description: 'Try again' }),
    ).toBe('generic-failure');
    await settled();
    expect(sonner.calls).toEqual([
      ['error', 'Oops! Something went wrong', { id: 'generic-failure', description: 'Try again' }],
    ]);
  });

  it('tries Sonner again on the next toast after its file failed to arrive', async () => {
    const sonner = fakeSonner();
    const load = vi
      .fn<() => Promise<Sonner>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sonner.module);
    setSonnerLoaderForTests(load);

    toast.error('First');
    await settled();
    expect(sonner.calls).toEqual([]);
    toast.error('Second');
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sonner.calls.map(([, message]) => message)).toEqual(['Second']);
  });
});
