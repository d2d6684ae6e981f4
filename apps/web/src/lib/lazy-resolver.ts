import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Starts loading the schema (on the form's first focus), so the first validation need not wait. */
  preload: () => void;
};

/**
 * A form resolver whose schema loads when the form is first used, not with the page
 * (docs/decisions/1392): the schemas are zod's, and building them is most of a sign-in page's
 * start-up script on a slow phone. `load` is a dynamic import of the module that builds them;
 * a failed load is tried again on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => {});
    },
  });
}
