import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "12 Mar 2027, 14:05" in India, for an ISO timestamp from the API. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
