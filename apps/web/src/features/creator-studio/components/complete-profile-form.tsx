import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectCurrentUser, setUser } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { useCreateCreatorMutation } from '../api/create-creator';
import {
  type CompleteProfileFormInput,
  type CompleteProfileFormOutput,
  completeProfileFormSchema,
  withPickedIds,
} from '../utils/creator-form-schemas';
import { CategoryDestinationFields, ProfileImageField } from './profile-fields';
import { SocialLinksField } from './social-links-field';
import { toastSaveResult } from '../utils/toast-save-result';

/** spec 000 §2 "Complete Profile": the form a new creator fills in once. */
export function CompleteProfileForm() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createCreator] = useCreateCreatorMutation();
  const form = useForm<CompleteProfileFormInput, unknown, CompleteProfileFormOutput>({
    resolver: zodResolver(completeProfileFormSchema),
    // spec 000 §2: Full Name and Email default to the signed-in user's.
    defaultValues: {
      profileImage: '',
      fullName: user?.name ?? '',
      email: user?.email ?? '',
      username: '',
      phoneNumber: '',
      socialMediaLinks: [],
      categoryId: [],
      destinations: [],
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await createCreator(withPickedIds(values));
    if (!toastSaveResult(result)) return;
    reset();
    // ME is refetched (the mutation invalidates it); the stored user gets its creatorId now so
    // the creator area lets the new creator in straight away (spec 000 §4).
    if (user) dispatch(setUser({ ...user, creatorId: result.data.id }));
    await navigate('/creator/dashboard', { replace: true });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Complete Profile">
        <ProfileImageField />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full Name" error={errors.fullName?.message}>
            <Input autoComplete="name" {...register('fullName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <FormField
            label="Username"
            hint="This is your public display name."
            error={errors.username?.message}
          >
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...register('username')}
            />
          </FormField>
          <FormField
            label="Phone"
            hint="Provide your phone without country code"
            error={errors.phoneNumber?.message}
          >
            <Input
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={10}
              {...register('phoneNumber')}
            />
          </FormField>
        </div>

        <SocialLinksField />

        <CategoryDestinationFields categoryLabel="Category" />

        <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
          Complete Profile
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          By completing your profile you accept the{' '}
          <Link
            to="/creator-tnc"
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            creator collaboration agreement
          </Link>
          .
        </p>
      </form>
    </FormProvider>
  );
}
