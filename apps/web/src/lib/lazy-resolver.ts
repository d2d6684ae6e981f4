import { messages } from '@wayfarer/shared/messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from './toast';

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Starts loading the schema (on the form's first focus), so the first validation need not wait. */
  preload: () => void;
};

/**
 * A form resolver whose schema loads when the form is first used, not with the page
 * (docs/decisions/1392): the schemas are zod's, and building them is most of a sign-in page's
 * start-up script on a slow phone. `load` is a dynamic import of the module that builds them;
 * a failed load refuses that validation with a toast and is tried again on the next.
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
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, unknown, TOutput>;
    try {
      resolve = await loaded();
    } catch {
      // The schema's file did not arrive (a dropped connection): the form is not sent, what was
      // typed stays, and the next try loads it again.
      toast.error(messages.somethingWrong);
      // `root` is in every form's errors; TypeScript cannot see it through the generic values.
      const errors = { root: { type: 'load', message: messages.somethingWrong } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => {});
    },
  });
}
