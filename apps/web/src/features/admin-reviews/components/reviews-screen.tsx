import { type ReviewStatus, reviewStatuses } from '@wayfarer/shared/enums';
import { RATING_MAX, RATING_MIN } from '@wayfarer/shared/rules/review';
import type { AdminReviewRow } from '@wayfarer/shared/schemas/reviews';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { bodyCell, headCell } from '@/components/admin-list';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { StarRating } from '@/components/reviews';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format';
import { withFilter } from '@/utils/list-url';
import { useListAdminReviewsQuery } from '../api/admin-reviews-api';
import { ReviewStatusDialog } from './review-status-dialog';

const RATING_KEY = 'rating';
const statusLabels: Record<ReviewStatus, string> = { published: 'Published', hidden: 'Hidden' };
const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MAX - i));

function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'published' ? 'bg-green-100 text-green-900' : 'bg-zinc-200 text-zinc-900',
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

/** The package the review is about: its public page, in a new tab. */
function PackageLink({ review }: { review: AdminReviewRow }) {
  return (
    <a
      href={`/package/${encodeURIComponent(review.package.slug)}#reviews`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-800 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
    >
      {review.package.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function ReviewWords({ review }: { review: AdminReviewRow }) {
  return (
    <div className="grid gap-1 [overflow-wrap:anywhere]">
      {/* w-fit: a grid item stretches, and the stars' fill is a share of the row's width. */}
      <StarRating value={review.rating} className="w-fit" />
      {review.title && <p className="font-semibold">{review.title}</p>}
      {review.text && <p className="line-clamp-4 whitespace-pre-line text-zinc-700">{review.text}</p>}
      <p className="text-xs text-muted-foreground">
        {review.authorName} · {formatLongDate(new Date(review.createdAt))} · {review.bookingNumber}
      </p>
    </div>
  );
}

function StatusCell({ review }: { review: AdminReviewRow }) {
  return (
    <div className="grid gap-1">
      <StatusBadge status={review.status} />
      {review.statusReason && (
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          Reason: {review.statusReason}
        </p>
      )}
    </div>
  );
}

function ActionButton({ review, onPick }: { review: AdminReviewRow; onPick: (r: AdminReviewRow) => void }) {
  return (
    <Button size="sm" variant="outline" onClick={() => onPick(review)}>
      {review.status === 'published' ? 'Hide' : 'Publish again'}
      <span className="sr-only">
        : review by {review.authorName} of {review.package.title}
      </span>
    </Button>
  );
}

/**
 * /admin/reviews — every review, newest first; search (package, booking number, author,
 * words), status and rating in the URL; hide with a reason or publish again.
 */
export function ReviewsScreen() {
  const list = useListUrlState({ searchKey: 'search', statuses: reviewStatuses });
  const [searchParams, setSearchParams] = useSearchParams();
  const ratingParam = searchParams.get(RATING_KEY) ?? '';
  const rating = ratings.includes(ratingParam) ? ratingParam : '';
  const isWide = useMediaQuery('(min-width: 768px)');
  const [picked, setPicked] = useState<AdminReviewRow | null>(null);
  const { data, isLoading, isFetching } = useListAdminReviewsQuery(
    { page: list.page, search: list.query, status: list.status, rating },
    { refetchOnMountOrArgChange: true },
  );
  const reviews = data?.results ?? [];
  const isFiltered = list.isFiltered || Boolean(rating);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Reviews"
        description="Every traveller’s review, hidden ones too. Hide one with a reason, or publish it again."
      />
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_12rem]">
        <ListToolbar
          list={list}
          searchLabel="Search reviews"
          searchPlaceholder="Package, booking no., name or words"
          statuses={reviewStatuses}
          statusLabel="Filter by status"
          allLabel="All statuses"
          labelOf={(value) => statusLabels[value]}
        />
        <NativeSelect
          aria-label="Filter by rating"
          value={rating}
          onChange={(event) =>
            setSearchParams((current) => withFilter(current, RATING_KEY, event.target.value, 'page'), {
              replace: true,
            })
          }
        >
          <option value="">All ratings</option>
          {ratings.map((value) => (
            <option key={value} value={value}>
              {value === '1' ? '1 star' : `${value} stars`}
            </option>
          ))}
        </NativeSelect>
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : reviews.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={isFiltered ? 'No reviews match' : 'No reviews yet'}
          headingLevel="h2"
        >
          {isFiltered
            ? 'Try another search, status or rating.'
            : 'Travellers review their trip after it ends; each review appears here.'}
        </EmptyState>
      ) : (
        <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data?.totalResults === 1 ? '1 review' : `${data?.totalResults ?? 0} reviews`}
          </p>
          {isWide ? (
            <div className="overflow-hidden rounded-xl border bg-white">
              <table className="w-full table-fixed text-sm">
                <caption className="sr-only">Reviews</caption>
                <colgroup>
                  <col className="w-[22%]" />
                  <col />
                  <col className="w-[18%]" />
                  <col className="w-36" />
                </colgroup>
                <thead className="border-b bg-zinc-50">
                  <tr>
                    <th scope="col" className={headCell}>
                      Package
                    </th>
                    <th scope="col" className={headCell}>
                      Review
                    </th>
                    <th scope="col" className={headCell}>
                      Status
                    </th>
                    <th scope="col" className={headCell}>
                      Action
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {reviews.map((review) => (
                    <tr key={review.id}>
                      <td className={cn(bodyCell, 'align-top')}>
                        <PackageLink review={review} />
                      </td>
                      <td className={cn(bodyCell, 'align-top')}>
                        <ReviewWords review={review} />
                      </td>
                      <td className={cn(bodyCell, 'align-top')}>
                        <StatusCell review={review} />
                      </td>
                      <td className={cn(bodyCell, 'align-top')}>
                        <ActionButton review={review} onPick={setPicked} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul aria-label="Reviews" className="grid gap-3">
              {reviews.map((review) => (
                <li key={review.id} className="grid min-w-0 gap-3 rounded-xl border bg-white p-4 text-sm">
                  <PackageLink review={review} />
                  <ReviewWords review={review} />
                  <StatusCell review={review} />
                  <div>
                    <ActionButton review={review} onPick={setPicked} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={list.page} totalPages={data?.totalPages ?? 1} hrefOf={list.hrefOf} />
        </div>
      )}
      <ReviewStatusDialog review={picked} onClose={() => setPicked(null)} />
    </div>
  );
}
