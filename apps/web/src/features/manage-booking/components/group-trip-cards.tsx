import { useGetBeforeYouGoQuery } from '../api/before-you-go-api';
import { AnnouncementsCard } from './announcements-card';
import { BeforeYouGoCard } from './before-you-go-card';

/** The date's announcements, then "Before you go" (not for an unpaid or cancelled booking). */
export function GroupTripCards({ bookingId }: { bookingId: string }) {
  const { data } = useGetBeforeYouGoQuery(bookingId);
  if (!data) return null;
  return (
    <>
      <AnnouncementsCard announcements={data.announcements} />
      {(data.editable || data.travellers.some((t) => t.complete)) && (
        <BeforeYouGoCard bookingId={bookingId} data={data} />
      )}
    </>
  );
}
