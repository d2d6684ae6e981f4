import { messages } from '@wayfarer/shared/messages';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@wayfarer/shared/rules/review';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { AdminReview } from '@wayfarer/shared/schemas/reviews';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AppErrorCode } from '@wayfarer/shared/error-codes';
import { parseApiError } from '@/lib/api-error';
import { StarRating } from '@/components/reviews';
import { PageSpinner } from '@/components/ui/spinner';
import { formatLongDate, formatTourDate } from '@/utils/format';
import { useCreateReviewMutation, useGetBookingReviewQuery } from '../api/reviews-api';
import {
  isReviewField,
  type ReviewForm,
  type ReviewFormErrors,
  reviewFormErrors,
} from '../utils/review-form';
import { StarRatingInput } from './star-rating-input';

/** The booking's trip, when it could be read: named above the form and linked after. */
export type ReviewedTrip = { title: string; slug: string; travelDate: string };

type Refusal = { code?: AppErrorCode; message: string };

/** Why the server refused, in words that say what to do next. */
function RefusalNote({ refusal }: { refusal: Refusal }) {
  const next =
    refusal.code === 'REVIEW_TOO_EARLY' || refusal.code === 'REVIEW_BOOKING_CANCELLED'
      ? 'Reviews open once your trip has ended. Come back through the link in your e-mail after you are home.'
      : refusal.code === 'REVIEW_EXISTS'
        ? 'Each booking can be reviewed once, and yours already has been. Thank you!'
        : refusal.code === 'BOOKING_NOT_FOUND'
          ? 'Check that you opened the whole link from your e-mail.'
          : 'Your review was not saved. Please try again.';
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{refusal.message}</p>
        <p>{next}</p>
      </div>
    </div>
  );
}

const counter = (text: string, max: number) => `${text.trim().length} / ${max} characters`;

/** The link of a booking already reviewed shows its review, not an empty form. */
function PostedReview({ review, trip }: { review: AdminReview; trip?: ReviewedTrip }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your review</h1>
        {trip && (
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            {trip.title} · {formatTourDate(trip.travelDate)}
          </p>
        )}
      </div>
      <article className="grid gap-3 rounded-xl border bg-white p-5 shadow-sm sm:p-6">
        <StarRating value={review.rating} className="w-fit" />
        {review.title && <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{review.title}</h2>}
        {review.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>}
        <p className="text-sm text-muted-foreground">
          Posted on {formatLongDate(new Date(review.createdAt))} by {review.authorName}, verified traveller.
        </p>
        {review.status === 'hidden' ? (
          <p className="rounded-lg bg-zinc-100 p-3 text-sm">
            Our team has hidden this review from the package page.
          </p>
        ) : (
          <Link
            to={`/package/${encodeURIComponent(review.package.slug)}#reviews`}
            className={buttonVariants({ variant: 'brand', className: 'w-fit' })}
          >
            See it on the package page
          </Link>
        )}
      </article>
      <p className="text-sm text-muted-foreground">Each booking can be reviewed once. Thank you!</p>
    </div>
  );
}

/**
 * The booking's review when there is one, else the form to write it — only for the traveller,
 * who holds the booking's manage key (`canWrite`, ADR 1302); anyone else is told where to find it.
 */
export function ReviewScreen({
  bookingId,
  trip,
  canWrite = true,
}: {
  bookingId: string;
  trip?: ReviewedTrip;
  canWrite?: boolean;
}) {
  const posted = useGetBookingReviewQuery(bookingId, { skip: !bookingId, refetchOnMountOrArgChange: true });
  if (posted.isLoading) return <PageSpinner />;
  if (posted.data) return <PostedReview review={posted.data} trip={trip} />;
  if (!canWrite) {
    return (
      <div className="mx-auto grid max-w-2xl gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review your trip</h1>
        <p className="text-muted-foreground">{bookingMessages.openFromEmail}</p>
      </div>
    );
  }
  return <WriteReview bookingId={bookingId} trip={trip} />;
}

/**
 * /booking/{bookingId}/review. A rating (required), a title and a text; POST
 * /v1/reviews. A refused save keeps everything typed and says why; a saved one thanks.
 */
function WriteReview({ bookingId, trip }: { bookingId: string; trip?: ReviewedTrip }) {
  const [values, setValues] = useState<ReviewForm>({ rating: null, title: '', text: '' });
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const [isDone, setIsDone] = useState(false);
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (isDone) thanksRef.current?.focus();
  }, [isDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewFormErrors(values);
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0 || values.rating === null) return;
    const result = await createReview({
      bookingId,
      rating: values.rating,
      title: values.title.trim(),
      text: values.text.trim(),
    });
    if ('error' in result) {
      const { errorCode, message, fieldErrors } = parseApiError(result.error);
      const byField: ReviewFormErrors = {};
      for (const issue of fieldErrors) if (isReviewField(issue.path)) byField[issue.path] = issue.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        setRefusal({ code: errorCode, message: message ?? messages.somethingWrong });
      return;
    }
    setIsDone(true);
  };

  if (isDone) {
    return (
      <div className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-white px-6 py-10 text-center shadow-sm">
        <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
        <h1 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Thank you for your review
        </h1>
        <p className="text-sm text-muted-foreground">
          It is published as a verified traveller’s review{trip ? ` of ${trip.title}` : ''}, signed with your
          first name.
        </p>
        {trip && (
          <Link
            to={`/package/${encodeURIComponent(trip.slug)}#reviews`}
            className={buttonVariants({ variant: 'brand' })}
          >
            See it on the package page
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review your trip</h1>
        {trip ? (
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            {trip.title} · {formatTourDate(trip.travelDate)}
          </p>
        ) : (
          <p className="text-muted-foreground">Tell other travellers how it went.</p>
        )}
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-5 rounded-xl border bg-white p-5 shadow-sm sm:p-6"
      >
        <StarRatingInput
          value={values.rating}
          error={errors.rating}
          onChange={(rating) => setValues((v) => ({ ...v, rating }))}
        />
        <FormField label="Title" error={errors.title} hint={counter(values.title, REVIEW_TITLE_MAX)}>
          <Input
            value={values.title}
            autoComplete="off"
            placeholder="The trip in a few words"
            onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
          />
        </FormField>
        <FormField label="Your review" error={errors.text} hint={counter(values.text, REVIEW_TEXT_MAX)}>
          <Textarea
            value={values.text}
            rows={6}
            placeholder="What did you enjoy? What should the next traveller know?"
            onChange={(event) => setValues((v) => ({ ...v, text: event.target.value }))}
          />
        </FormField>
        <p className="text-xs text-muted-foreground">
          Published with your first name and marked “Verified traveller”.
        </p>
        {refusal && <RefusalNote refusal={refusal} />}
        <Button type="submit" variant="brand" size="lg" isLoading={isLoading} className="sm:w-fit">
          Submit review
        </Button>
      </form>
    </div>
  );
}
