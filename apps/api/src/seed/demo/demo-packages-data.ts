import type {
  MealType,
  PackagePricingType,
  PackageStatus,
  PackageTourType,
} from '../../db/package-writer.ts';
import { COMMON_EXCLUSIONS, DEMO_GROUP_INCLUSIONS } from './demo-trip-contents.ts';

// The demo tour packages (ADR 021): fictional trips over the demo creators, destination
// groups and places. demo-packages.ts turns each into a whole package: prices from `perPerson`
// (rupees), hotels of the stops' places, a day-by-day itinerary from DEMO_PLACE_DAYS
// (demo-trip-contents.ts), dates as
// offsets from the first bookable date on the day the seed runs (so they never go stale).

export type DemoDeparture = {
  /** A name of DEPARTURE_KINDS (price factor and departure inclusions) or any other name. */
  name: string;
  /** Days after firstBookableDate(); empty for AnyDay. */
  dates: number[];
  /** A cap on every date of this departure. */
  seats?: number;
};

export type DemoPackage = {
  title: string;
  creator: string;
  group: string;
  description: string;
  status: PackageStatus;
  rejectionReason?: string;
  featured?: boolean;
  promo?: boolean;
  tourType: PackageTourType;
  pricingType: PackagePricingType;
  /** The lowest per-person price in rupees, before the departure's factor. */
  perPerson: number;
  stops: { place: string; days: number }[];
  departures: DemoDeparture[];
  inclusions: string[];
  exclusions: string[];
  introVideo?: string;
  additionalNotes?: string;
  isInfluencerTravelling?: boolean;
};

/** The only departure has exactly one future date (the journeys open it: e2e/demo.ts). */
export const DEMO_ONE_DATE_SLUG = 'nusa-penida-island-hopper';
/** The only departure has 14 future dates (the journeys open it: e2e/demo.ts). */
export const DEMO_MANY_DATES_SLUG = 'ladakh-highs-leh-nubra-and-pangong-by-road';
/** A featured Bali package with two departures and a promotional banner. */
export const DEMO_BALI_SLUG = 'bali-bliss-6-days-of-temples-and-beaches';
/** An AnyDay package with Custom pricing. */
export const DEMO_CUSTOM_SLUG = 'honeymoon-in-the-swiss-lakes';
export const DEMO_DRAFT_SLUG = 'bali-yoga-and-rice-terraces';
export const DEMO_REJECTED_SLUG = 'interlaken-adventure-week';

const inc = (group: string, count: number, from = 0) => {
  const pool = DEMO_GROUP_INCLUSIONS[group]!;
  return Array.from({ length: count }, (_, i) => pool[(from + i) % pool.length]!);
};
const exc = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => COMMON_EXCLUSIONS[(from + i) % COMMON_EXCLUSIONS.length]!);
const weekly = (from: number, count: number, step = 7) =>
  Array.from({ length: count }, (_, i) => from + i * step);

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    title: 'Bali Bliss: 6 Days of Temples and Beaches',
    creator: 'aanyawanders',
    group: 'Bali',
    description:
      'Three days in the green heart of Ubud among rice terraces, water temples and village kitchens, then three slow days by the sea in Seminyak with sunsets at Tanah Lot.',
    status: 'Published',
    featured: true,
    promo: true,
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 42_000,
    stops: [
      { place: 'Ubud', days: 3 },
      { place: 'Seminyak', days: 3 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [12, 33, 54, 75], seats: 16 },
      { name: 'Mumbai departure', dates: [19, 40, 61] },
    ],
    inclusions: inc('Bali', 7),
    exclusions: exc(4),
    introVideo: 'https://www.youtube.com/watch?v=ZKqJd9D9Ngk',
    isInfluencerTravelling: true,
  },
  {
    title: 'Hanoi to Hoi An: A Vietnamese Food Trail',
    creator: 'aanyawanders',
    group: 'Vietnam',
    description:
      'Eat your way down Vietnam: pho and egg coffee in Hanoi, a night on Ha Long Bay, and lanterns, cao lau and tailors in Hoi An.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 48_000,
    stops: [
      { place: 'Hanoi', days: 2 },
      { place: 'Ha Long Bay', days: 1 },
      { place: 'Hoi An', days: 3 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [] },
      { name: 'Land only', dates: [] },
    ],
    inclusions: inc('Vietnam', 6),
    exclusions: exc(3),
  },
  {
    title: 'Nusa Penida Island Hopper',
    creator: 'aanyawanders',
    group: 'Bali',
    description:
      'A small-group hop to Nusa Penida for cliffs, manta rays and crystal water, finishing with two easy days on Seminyak beach.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Custom',
    perPerson: 30_000,
    stops: [
      { place: 'Nusa Penida', days: 2 },
      { place: 'Seminyak', days: 2 },
    ],
    departures: [{ name: 'Land only', dates: [24], seats: 12 }],
    inclusions: inc('Bali', 5, 1),
    exclusions: exc(3, 1),
    isInfluencerTravelling: true,
  },
  {
    title: 'Ladakh Highs: Leh, Nubra and Pangong by Road',
    creator: 'kabironthemove',
    group: 'Ladakh',
    description:
      'Seven days across the high passes: monasteries around Leh, the dunes of Nubra over Khardung La and a night under the stars by Pangong Tso.',
    status: 'Published',
    featured: true,
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 38_000,
    stops: [
      { place: 'Leh', days: 3 },
      { place: 'Nubra Valley', days: 2 },
      { place: 'Pangong', days: 2 },
    ],
    departures: [{ name: 'Leh arrival', dates: weekly(5, 14), seats: 14 }],
    inclusions: inc('Ladakh', 8),
    exclusions: exc(5),
    additionalNotes: '<p>Carry warm layers: nights at Pangong drop below zero even in summer.</p>',
    isInfluencerTravelling: true,
  },
  {
    title: 'Swiss Alps Rail Journey',
    creator: 'kabironthemove',
    group: 'Switzerland',
    description:
      'Ride the most scenic trains of Switzerland: the Matterhorn from Gornergrat, Jungfraujoch from Interlaken and Mount Pilatus above Lucerne.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 165_000,
    stops: [
      { place: 'Zermatt', days: 2 },
      { place: 'Interlaken', days: 2 },
      { place: 'Lucerne', days: 2 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [45], seats: 20 },
      { name: 'Mumbai departure', dates: [52], seats: 20 },
    ],
    inclusions: inc('Switzerland', 7),
    exclusions: exc(4),
  },
  {
    title: 'Pangong Winter Expedition',
    creator: 'kabironthemove',
    group: 'Ladakh',
    description:
      'For the hardy: Leh in its quiet season and a frozen Pangong Tso, with a road captain and oxygen in every vehicle.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Custom',
    perPerson: 45_000,
    stops: [
      { place: 'Leh', days: 3 },
      { place: 'Pangong', days: 2 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [60], seats: 10 },
      { name: 'Land only', dates: [62], seats: 6 },
    ],
    inclusions: inc('Ladakh', 5, 2),
    exclusions: exc(3, 2),
  },
  {
    title: 'Kerala Backwaters and Tea Hills',
    creator: 'ishitanair',
    group: 'Kerala',
    description:
      'Fort Kochi’s old streets, the misty tea estates of Munnar and a night on a houseboat in Alleppey: the classic Kerala loop at an easy pace.',
    status: 'Published',
    featured: true,
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 28_000,
    stops: [
      { place: 'Kochi', days: 1 },
      { place: 'Munnar', days: 2 },
      { place: 'Alleppey', days: 2 },
    ],
    departures: [
      { name: 'Land only', dates: [] },
      { name: 'Bengaluru departure', dates: [] },
    ],
    inclusions: inc('Kerala', 6),
    exclusions: exc(4),
  },
  {
    title: 'Ubud Wellness Retreat',
    creator: 'ishitanair',
    group: 'Bali',
    description:
      'Five days of yoga at sunrise, healing spa rituals, plant-based cooking and quiet walks through the rice fields of Ubud.',
    status: 'Published',
    tourType: 'SpecificDays',
    pricingType: 'Custom',
    perPerson: 55_000,
    stops: [{ place: 'Ubud', days: 5 }],
    departures: [{ name: 'Land only', dates: [15, 43, 71], seats: 10 }],
    inclusions: inc('Bali', 4, 2),
    exclusions: exc(3),
  },
  {
    title: 'Alleppey Houseboat Weekend',
    creator: 'ishitanair',
    group: 'Kerala',
    description:
      'A short break on the backwaters: a private houseboat with a cook on board, a village canoe ride and an evening in Fort Kochi.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Custom',
    perPerson: 14_000,
    stops: [
      { place: 'Alleppey', days: 2 },
      { place: 'Kochi', days: 1 },
    ],
    departures: [{ name: 'Land only', dates: [] }],
    inclusions: inc('Kerala', 4, 2),
    exclusions: exc(3, 1),
  },
  {
    title: 'Royal Rajasthan: Forts, Lakes and Dunes',
    creator: 'rohanroams',
    group: 'Rajasthan',
    description:
      'Jaipur’s pink palaces, the lakes of Udaipur and a night in the Thar at Jaisalmer: six days through the land of kings.',
    status: 'Published',
    featured: true,
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 36_000,
    stops: [
      { place: 'Jaipur', days: 2 },
      { place: 'Udaipur', days: 2 },
      { place: 'Jaisalmer', days: 2 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [9, 30, 51] },
      { name: 'Mumbai departure', dates: [16, 37] },
      { name: 'Land only', dates: [9, 16, 30, 37], seats: 8 },
    ],
    inclusions: inc('Rajasthan', 8),
    exclusions: exc(4, 1),
  },
  {
    title: 'Ha Long Bay Cruise and Hanoi Streets',
    creator: 'rohanroams',
    group: 'Vietnam',
    description:
      'Two days in Hanoi’s Old Quarter and a night aboard a cruise among the limestone islands of Ha Long Bay.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 52_000,
    stops: [
      { place: 'Hanoi', days: 2 },
      { place: 'Ha Long Bay', days: 2 },
    ],
    departures: [{ name: 'Delhi departure', dates: [35] }],
    inclusions: inc('Vietnam', 5),
    exclusions: exc(3),
  },
  {
    title: 'Jaisalmer Desert Camp Escape',
    creator: 'rohanroams',
    group: 'Rajasthan',
    description:
      'Three days in the golden city: the living fort, a jeep safari into the Sam dunes and a night of folk music at a desert camp.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Custom',
    perPerson: 18_000,
    stops: [{ place: 'Jaisalmer', days: 3 }],
    departures: [{ name: 'Land only', dates: [] }],
    inclusions: inc('Rajasthan', 4, 2),
    exclusions: exc(3),
  },
  {
    title: 'Honeymoon in the Swiss Lakes',
    creator: 'meherkaur',
    group: 'Switzerland',
    description:
      'Six romantic days between Interlaken and Lucerne: Jungfraujoch, a private lake cruise and candlelit dinners by the water.',
    status: 'Published',
    featured: true,
    promo: true,
    tourType: 'AnyDay',
    pricingType: 'Custom',
    perPerson: 180_000,
    stops: [
      { place: 'Interlaken', days: 3 },
      { place: 'Lucerne', days: 3 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [] },
      { name: 'Mumbai departure', dates: [] },
    ],
    inclusions: inc('Switzerland', 6, 1),
    exclusions: exc(4),
  },
  {
    title: 'Seminyak Sunsets: A Bali Beach Break',
    creator: 'meherkaur',
    group: 'Bali',
    description:
      'Four unhurried days on Bali’s west coast: surf lessons, beach clubs, a spa afternoon and the sea temple of Tanah Lot.',
    status: 'Published',
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 34_000,
    stops: [{ place: 'Seminyak', days: 4 }],
    departures: [
      { name: 'Delhi departure', dates: [20, 48, 76, 104] },
      { name: 'Land only', dates: [20, 48, 76, 104] },
    ],
    inclusions: inc('Bali', 5),
    exclusions: exc(3, 2),
  },
  {
    title: 'Zermatt Ski and Matterhorn Views',
    creator: 'meherkaur',
    group: 'Switzerland',
    description:
      'Four days in car-free Zermatt: ski or sledge under the Matterhorn, ride up to Gornergrat and warm up with fondue.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 150_000,
    stops: [{ place: 'Zermatt', days: 4 }],
    departures: [{ name: 'Mumbai departure', dates: [90], seats: 12 }],
    inclusions: inc('Switzerland', 5, 2),
    exclusions: exc(4, 1),
  },
  {
    title: 'Munnar Trek and Tea Estates',
    creator: 'arjun_iyer',
    group: 'Kerala',
    description:
      'Three days of walking in the Western Ghats: tea trails, Eravikulam’s tahr and a sunrise above the clouds at Kolukkumalai.',
    status: 'Published',
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 19_000,
    stops: [{ place: 'Munnar', days: 3 }],
    departures: [{ name: 'Kochi pickup', dates: [8, 22, 36, 50, 64], seats: 12 }],
    inclusions: inc('Kerala', 4),
    exclusions: exc(3),
  },
  {
    title: 'Udaipur Lakes and Palaces',
    creator: 'arjun_iyer',
    group: 'Rajasthan',
    description:
      'The City of Lakes at its best: palace tours, sunset boats on Pichola, a day at Kumbhalgarh, and a last evening in Jaipur.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 26_000,
    stops: [
      { place: 'Udaipur', days: 3 },
      { place: 'Jaipur', days: 1 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [] },
      { name: 'Land only', dates: [] },
    ],
    inclusions: inc('Rajasthan', 5, 1),
    exclusions: exc(4),
  },
  {
    title: 'Kochi Heritage and Spice Trail',
    creator: 'arjun_iyer',
    group: 'Kerala',
    description:
      'Three days in Kerala’s port city: Portuguese, Dutch and Jewish heritage, spice warehouses and a Kathakali night.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Custom',
    perPerson: 16_000,
    stops: [{ place: 'Kochi', days: 3 }],
    departures: [{ name: 'Land only', dates: [28] }],
    inclusions: inc('Kerala', 4, 3),
    exclusions: exc(3, 2),
  },
  {
    title: 'Vietnam Highlights: Hanoi, Ha Long Bay and Hoi An',
    creator: 'priyadesai-travels',
    group: 'Vietnam',
    description:
      'Eight days north to centre: Hanoi’s lakes and temples, two days cruising Ha Long Bay and the lantern-lit lanes of Hoi An.',
    status: 'Published',
    featured: true,
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    perPerson: 62_000,
    stops: [
      { place: 'Hanoi', days: 3 },
      { place: 'Ha Long Bay', days: 2 },
      { place: 'Hoi An', days: 3 },
    ],
    departures: [
      { name: 'Mumbai departure', dates: [25, 53, 81] },
      { name: 'Bengaluru departure', dates: [32, 60, 88] },
    ],
    inclusions: inc('Vietnam', 8),
    exclusions: exc(5),
  },
  {
    title: 'Kerala for Families',
    creator: 'priyadesai-travels',
    group: 'Kerala',
    description:
      'A relaxed six-day Kerala holiday built for children and grandparents alike: short drives, a houseboat and plenty of pool time.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Custom',
    perPerson: 22_000,
    stops: [
      { place: 'Kochi', days: 2 },
      { place: 'Munnar', days: 2 },
      { place: 'Alleppey', days: 2 },
    ],
    departures: [{ name: 'Land only', dates: [] }],
    inclusions: inc('Kerala', 7, 1),
    exclusions: exc(4, 1),
  },
  {
    title: 'Hoi An Lantern Festival Getaway',
    creator: 'priyadesai-travels',
    group: 'Vietnam',
    description:
      'Time your trip with the full-moon lantern festival: four days of tailors, cooking classes, the My Son ruins and a river of lights.',
    status: 'Published',
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 44_000,
    stops: [{ place: 'Hoi An', days: 4 }],
    departures: [
      { name: 'Mumbai departure', dates: [41], seats: 18 },
      { name: 'Land only', dates: [42] },
    ],
    inclusions: inc('Vietnam', 4, 3),
    exclusions: exc(3),
  },
  {
    title: 'Thar Desert Safari and Jaisalmer Fort',
    creator: 'thedesertnomad',
    group: 'Rajasthan',
    description:
      'Sleep in the dunes, ride camels at dawn and explore the golden fort, then finish with the bazaars and palaces of Jaipur.',
    status: 'Published',
    tourType: 'SpecificDays',
    pricingType: 'Custom',
    perPerson: 24_000,
    stops: [
      { place: 'Jaisalmer', days: 3 },
      { place: 'Jaipur', days: 2 },
    ],
    departures: [
      { name: 'Delhi departure', dates: [11, 25, 39, 53] },
      { name: 'Land only', dates: [12, 26, 40], seats: 6 },
    ],
    inclusions: inc('Rajasthan', 6, 2),
    exclusions: exc(4, 2),
  },
  {
    title: 'Nubra Valley Camel Trails',
    creator: 'thedesertnomad',
    group: 'Ladakh',
    description:
      'From Leh over Khardung La to the cold desert of Nubra: Bactrian camels at Hunder, Diskit monastery and the Balti village of Turtuk.',
    status: 'Published',
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 32_000,
    stops: [
      { place: 'Leh', days: 2 },
      { place: 'Nubra Valley', days: 3 },
    ],
    departures: [{ name: 'Land only', dates: [] }],
    inclusions: inc('Ladakh', 6),
    exclusions: exc(3, 1),
  },
  {
    title: 'Pink City Weekend in Jaipur',
    creator: 'thedesertnomad',
    group: 'Rajasthan',
    description:
      'Three days in Jaipur: Amber Fort, the City Palace, block printers and kachori breakfasts, with Nahargarh at sunset.',
    status: 'Published',
    promo: false,
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 15_000,
    stops: [{ place: 'Jaipur', days: 3 }],
    departures: [
      { name: 'Delhi departure', dates: [18], seats: 24 },
      { name: 'Land only', dates: [18] },
    ],
    inclusions: inc('Rajasthan', 4, 4),
    exclusions: exc(3),
  },
  // Not published: drafts in the editor, and one an admin rejected.
  {
    title: 'Bali Yoga and Rice Terraces',
    creator: 'aanyawanders',
    group: 'Bali',
    description: 'Morning yoga, terrace walks and temple visits around Ubud (draft: dates to be confirmed).',
    status: 'Draft',
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 40_000,
    stops: [{ place: 'Ubud', days: 4 }],
    departures: [{ name: 'Land only', dates: [] }],
    inclusions: inc('Bali', 4),
    exclusions: exc(3),
  },
  {
    title: 'Lucerne Lakeside Summer',
    creator: 'kabironthemove',
    group: 'Switzerland',
    description: 'A summer week on Lake Lucerne with Pilatus and Titlis (draft).',
    status: 'Draft',
    tourType: 'OneTime',
    pricingType: 'Simple',
    perPerson: 140_000,
    stops: [{ place: 'Lucerne', days: 4 }],
    departures: [{ name: 'Delhi departure', dates: [100] }],
    inclusions: inc('Switzerland', 4),
    exclusions: exc(3),
  },
  {
    title: 'Northern Vietnam Loop',
    creator: 'rohanroams',
    group: 'Vietnam',
    description: 'Hanoi, Ninh Binh and Ha Long Bay on a budget (draft).',
    status: 'Draft',
    tourType: 'SpecificDays',
    pricingType: 'Custom',
    perPerson: 35_000,
    stops: [
      { place: 'Hanoi', days: 2 },
      { place: 'Ha Long Bay', days: 2 },
    ],
    departures: [{ name: 'Land only', dates: [30, 60] }],
    inclusions: inc('Vietnam', 4),
    exclusions: exc(3),
  },
  {
    title: 'Interlaken Adventure Week',
    creator: 'meherkaur',
    group: 'Switzerland',
    description: 'Paragliding, canyoning and Jungfraujoch from Interlaken.',
    status: 'Rejected',
    rejectionReason:
      'Please describe each day of the itinerary and state the safety certification of the paragliding operator.',
    tourType: 'AnyDay',
    pricingType: 'Simple',
    perPerson: 120_000,
    stops: [{ place: 'Interlaken', days: 5 }],
    departures: [{ name: 'Delhi departure', dates: [] }],
    inclusions: inc('Switzerland', 4, 3),
    exclusions: exc(3),
  },
];

export type { MealType };
