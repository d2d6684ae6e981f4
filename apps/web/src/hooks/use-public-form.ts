import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What `register(name)` spreads onto a field's `<input>`. */
export type PublicFieldProps = {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: () => void;
};

type PublicFormOptions<TValues extends Record<string, string>, TOutput> = {
  /** The form's schema as a resolver (a lazy one: lib/lazy-resolver.ts). */
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: TValues;
};

/**
 * The state of a public page's form (sign in, sign up, forgotten password, My trips' sign-in link)
 * without the form library (docs/decisions/1406): those pages hydrate without its 49 KB. The part
 * of react-hook-form's behaviour they use, with its defaults: the fields are uncontrolled and read
 * when the form is sent (so what was typed before the page hydrated is sent too), the schema
 * validates on submit, the first field in error takes the focus, and after a first submit each
 * change validates again and updates that field's message. `isSubmitting` covers the validation
 * and the sending; `reset()` empties the fields and forgets the submit.
 */
export function usePublicForm<TValues extends Record<string, string>, TOutput>({
  resolver,
  defaultValues,
}: PublicFormOptions<TValues, TOutput>) {
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Registration order is the focus order of errors; the elements are read when sent.
  const elements = useRef(new Map<keyof TValues & string, HTMLInputElement>());
  const fields = useRef(new Map<keyof TValues & string, PublicFieldProps>());
  const submitted = useRef(false);

  const valuesNow = (): TValues => {
    const values: Record<string, string> = { ...defaultValues };
    for (const [name, element] of elements.current) values[name] = element.value;
    return values as TValues;
  };
  const validate = (values: TValues) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' });

  const revalidate = async (name: keyof TValues & string) => {
    if (!submitted.current) return;
    const { errors: found } = await validate(valuesNow());
    setErrors((current) => {
      const next = { ...current } as Record<string, unknown>;
      if (found[name]) next[name] = found[name];
      else delete next[name];
      return next as FieldErrors<TValues>;
    });
  };

  /** The props of the field `name`: one object per field, so its ref stays the same across renders. */
  const register = (name: keyof TValues & string): PublicFieldProps => {
    let field = fields.current.get(name);
    if (!field) {
      field = {
        name,
        ref: (element) => {
          if (element) elements.current.set(name, element);
        },
        onChange: () => void revalidate(name),
      };
      fields.current.set(name, field);
    }
    return field;
  };

  const handleSubmit =
    (onValid: (values: TOutput) => Promise<void> | void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      setIsSubmitting(true);
      try {
        const result = await validate(valuesNow());
        const inError = Object.keys(result.errors);
        setErrors(result.errors);
        if (inError.length > 0) {
          const first = [...elements.current].find(([name]) => inError.includes(name));
          first?.[1].focus();
          return;
        }
        await onValid(result.values as TOutput);
      } finally {
        setIsSubmitting(false);
      }
    };

  const reset = () => {
    submitted.current = false;
    setErrors({});
    for (const [name, element] of elements.current) element.value = defaultValues[name] ?? '';
  };

  return { register, handleSubmit, reset, formState: { errors, isSubmitting } };
}
