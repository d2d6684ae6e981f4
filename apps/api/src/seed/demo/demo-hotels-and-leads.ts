import { leadStatuses } from '@wayfarer/shared/enums';
import { listCreatorsNewestFirst } from '../../modules/creators/creators.repository.ts';
import { ensurePlaces } from '../../modules/destination-groups/destination-groups.repository.ts';
import { insertHotels, type NewHotel } from '../../modules/hotels/hotels.repository.ts';
import { insertLeads, type NewLead } from '../../modules/leads/leads.repository.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_DESTINATION_GROUPS } from './demo-catalogue.ts';

// Two hotels for every demo place, and leads for the inbox (ADR 021). All fictional.
const HOTEL_KINDS = [
  { name: (place: string) => `${place} Grand Residency`, street: 'Main Road', stars: [4, 5, 3] },
  { name: (place: string) => `The ${place} Courtyard Stay`, street: 'Old Town Lane', stars: [3, 2, 4] },
];

export async function seedDemoHotels(db: Database): Promise<number> {
  const names = DEMO_DESTINATION_GROUPS.flatMap((group) => group.places.map((place) => place.name));
  const places = await ensurePlaces(db, names);
  const rows: NewHotel[] = places.flatMap((place, i) =>
    HOTEL_KINDS.map((kind, k) => {
      const name = kind.name(place.name);
      return {
        name,
        destinationId: place.id,
        starRating: kind.stars[i % kind.stars.length]!,
        address: `${12 + i * 3 + k}, ${kind.street}, ${place.name}`,
        mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${place.name}`)}`,
        image: '',
      };
    }),
  );
  return (await insertHotels(db, rows)).length;
}

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ishaan',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vihaan',
  'Ananya',
  'Arjun',
  'Kavya',
  'Nikhil',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Kapoor', 'Menon', 'Gupta', 'Nair', 'Das'];
const MESSAGES = [
  'Is this trip suitable for a family with two kids?',
  'We are a group of four friends, can you share the itinerary?',
  'Looking for dates in the second week of next month.',
  'Does the price include flights from Delhi?',
  'Honeymoon trip, can you add a candlelight dinner?',
  '',
];
export const DEMO_LEAD_COUNT = 36;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Leads spread over the creators (and a few addressed to nobody), every status, the last 60 days. */
export async function seedDemoLeads(db: Database, now = Date.now()): Promise<number> {
  const { rows: creators } = await listCreatorsNewestFirst(db, { offset: 0, limit: 100 });
  const rows: NewLead[] = Array.from({ length: DEMO_LEAD_COUNT }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 5) % LAST_NAMES.length]!;
    // One in six is addressed to no creator (a general enquiry; packages come later).
    const creator = i % 6 === 5 || creators.length === 0 ? null : creators[i % creators.length]!;
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: `9${String(800000000 + i * 7919).padStart(9, '0')}`,
      message: MESSAGES[i % MESSAGES.length]!,
      status: leadStatuses[(i * 7) % leadStatuses.length]!,
      creatorId: creator?.id ?? null,
      createdAt: new Date(now - ((i * 37) % 60) * DAY_MS - i * 3_600_000),
    };
  });
  return insertLeads(db, rows);
}
