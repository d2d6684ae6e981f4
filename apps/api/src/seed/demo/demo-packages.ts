import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { cancellationPolicyLines } from '@wayfarer/shared/rules/booking-lifecycle';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { ensurePlaces } from '../../modules/destination-groups/destination-groups.repository.ts';
import { insertMediaRows } from '../../modules/media/media.repository.ts';
import type { Database } from '../../db/client.ts';
import { type WritePackageInput, writePackages } from '../../db/package-writer.ts';
import { creators, hotels, tourPackages } from '../../db/schema.ts';
import { DEMO_DESTINATION_GROUPS, type DemoContext } from './demo-catalogue.ts';
import { type DemoImageSpec, renderDemoSvg } from './demo-image-svg.ts';
import { DEMO_PACKAGES, type DemoDeparture, type DemoPackage } from './demo-packages-data.ts';
import { DEMO_PLACE_DAYS, DEPARTURE_KINDS } from './demo-trip-contents.ts';

// The demo tour packages (ADR 021), next to demo creators, places and hotels made in
// the same run. Pictures are a small shared palette (a 16:9 banner and a 4:3 thumbnail per
// destination, a 4:3 picture per place for itinerary days, two promotional banners) drawn once
// and reused by every package, so the seed stays fast.

export async function hasPackages(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(tourPackages);
  return (row?.value ?? 0) > 0;
}

type Picture = { key: string; spec: DemoImageSpec; width: number; height: number };

/** 16:9 banner: the 4:3 banner drawing cut to 1600x900 around its label. */
const bannerOf = (group: string, scene: DemoImageSpec['scene']): Picture => ({
  key: `banner|${group}`,
  spec: { size: 'banner', label: group, caption: 'Tour packages', scene },
  width: 1600,
  height: 900,
});
/** 4:3 thumbnail and itinerary pictures: the 1200x900 memory drawing at 800x600. */
const smallOf = (key: string, label: string, caption: string, scene: DemoImageSpec['scene']): Picture => ({
  key,
  spec: { size: 'memory', label, caption, scene },
  width: 800,
  height: 600,
});
/** Promotional banner: the 16:4 wide drawing. */
const promoOf = (group: string, scene: DemoImageSpec['scene']): Picture => ({
  key: `promo|${group}`,
  spec: { size: 'wideBanner', label: 'Early bird: 10% off', caption: group, scene },
  width: 1600,
  height: 400,
});

async function renderPicture(picture: Picture): Promise<Buffer> {
  const svg = Buffer.from(renderDemoSvg(picture.spec));
  const image = sharp(svg);
  if (picture.spec.size === 'banner') {
    // 1600x1200 drawn; keep the middle 900 rows (the label sits a little below the middle).
    image.extract({ left: 0, top: 200, width: 1600, height: 900 });
  } else if (picture.spec.size === 'memory') {
    image.resize(picture.width, picture.height);
  }
  return image.jpeg({ quality: 78, optimiseCoding: false }).toBuffer();
}

/** Draws and stores the palette (in parallel), recorded in `media` like the other demo images. */
async function createPalette(ctx: DemoContext, pictures: Picture[]): Promise<Map<string, string>> {
  const queue = [...pictures];
  const urls = new Map<string, string>();
  const stored: Parameters<typeof insertMediaRows>[1] = [];
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const data = await renderPicture(picture);
      const storageKey = `demo/${randomUUID()}.jpg`;
      const url = await ctx.storage.put(storageKey, data, 'image/jpeg');
      urls.set(picture.key, url);
      stored.push({
        url,
        storageKey,
        mime: 'image/jpeg',
        width: picture.width,
        height: picture.height,
        bytes: data.length,
        ownerId: null,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  await insertMediaRows(ctx.db, stored);
  return urls;
}

function palette(packages: DemoPackage[]): Picture[] {
  const pictures: Picture[] = [];
  for (const group of DEMO_DESTINATION_GROUPS) {
    pictures.push(
      bannerOf(group.name, group.scene),
      smallOf(`thumb|${group.name}`, group.name, 'Tour package', group.scene),
    );
    for (const place of group.places)
      pictures.push(smallOf(`day|${place.name}`, place.name, group.name, place.scene));
  }
  for (const pkg of packages.filter((p) => p.promo)) {
    const group = DEMO_DESTINATION_GROUPS.find((g) => g.name === pkg.group)!;
    pictures.push(promoOf(group.name, group.scene));
  }
  return [...new Map(pictures.map((p) => [p.key, p])).values()];
}

/** Rupees rounded to ₹100, as paise. */
/**
 * The demo packages that write their own cancellation text say the rule the refund applies, in
 * their own words around it (a hand-written demo text once promised "free cancellation up to 30
 * days" while the booking page deducted 20 %).
 */
export const demoCancellationPolicyHtml = (): string =>
  `<p>Cancellations are charged by how many days before departure we receive them.</p><ul>${cancellationPolicyLines()
    .map((line) => `<li>${line}</li>`)
    .join('')}<li>Airline tickets are non-refundable once issued.</li></ul>`;

const paise = (rupees: number) => Math.round(rupees / 100) * 100 * 100;

function departurePricing(pkg: DemoPackage, departure: DemoDeparture) {
  const base = pkg.perPerson * (DEPARTURE_KINDS[departure.name]?.factor ?? 1);
  if (pkg.pricingType === 'Simple') {
    return {
      simplePricings: [
        { adult: 2, child: 0, pricePaise: paise(base * 2) },
        { adult: 1, child: 0, pricePaise: paise(base * 1.45) },
        { adult: 2, child: 1, pricePaise: paise(base * 2.55) },
        { adult: 3, child: 0, pricePaise: paise(base * 2.85) },
      ],
      customPricings: [],
    };
  }
  return {
    simplePricings: [],
    customPricings: [
      { name: 'Couple package', pricePaise: paise(base * 2), totalPeople: 2 },
      { name: 'Solo traveller', pricePaise: paise(base * 1.4), totalPeople: 1 },
      { name: 'Group of 4', pricePaise: paise(base * 3.7), totalPeople: 4 },
    ],
  };
}

function departureInclusions(departure: DemoDeparture): string[] {
  return DEPARTURE_KINDS[departure.name]?.inclusions ?? [`Pickup and drop: ${departure.name.toLowerCase()}`];
}

type Refs = {
  creatorIds: Map<string, string>;
  placeIds: Map<string, string>;
  hotelIds: Map<string, string[]>;
  urls: Map<string, string>;
};

function itinerary(pkg: DemoPackage, refs: Refs): WritePackageInput['itineraries'] {
  const total = pkg.stops.reduce((sum, stop) => sum + stop.days, 0);
  let day = 0;
  return pkg.stops.flatMap((stop, s) =>
    Array.from({ length: stop.days }, (_, k) => {
      day += 1;
      const place = DEMO_PLACE_DAYS[stop.place]!;
      const plan = place.days[k % place.days.length]!;
      const isFirst = day === 1;
      const isLast = day === total && total > 1;
      const title = isFirst
        ? `Arrival in ${stop.place}: ${plan.title}`
        : isLast
          ? `${plan.title}, then home`
          : plan.title;
      const description = isFirst
        ? `Meet your host at the airport and check in. ${plan.description}`
        : isLast
          ? `${plan.description} Check out and transfer for your flight home.`
          : s > 0 && k === 0
            ? `Transfer to ${stop.place}. ${plan.description}`
            : plan.description;
      const meals: { name: string; type: 'food' | 'snack' }[] = [
        ...(isFirst ? [] : [{ name: 'Breakfast at the hotel', type: 'food' as const }]),
        { name: place.snack, type: 'snack' },
        ...(isLast ? [] : [{ name: place.dinner, type: 'food' as const }]),
      ];
      return {
        destinationId: refs.placeIds.get(stop.place)!,
        day,
        image: refs.urls.get(`day|${stop.place}`)!,
        title,
        description,
        meals,
      };
    }),
  );
}

function toInput(pkg: DemoPackage, i: number, refs: Refs, first: string, now: number): WritePackageInput {
  const createdAt = new Date(now - i * 3 * 3_600_000);
  const places = pkg.stops.map((stop) => stop.place);
  const hotelsOfStops = pkg.stops.flatMap((stop, s) => {
    const options = refs.hotelIds.get(stop.place) ?? [];
    // The last stop's last day is the day home: one night fewer there.
    const nights = s === pkg.stops.length - 1 ? stop.days - 1 : stop.days;
    return options.length > 0 && nights > 0 ? [{ hotelId: options[i % options.length]!, nights }] : [];
  });
  return {
    creatorId: refs.creatorIds.get(pkg.creator)!,
    title: pkg.title,
    description: pkg.description,
    banner: refs.urls.get(`banner|${pkg.group}`)!,
    thumb: refs.urls.get(`thumb|${pkg.group}`)!,
    promoBanner: pkg.promo ? refs.urls.get(`promo|${pkg.group}`) : undefined,
    status: pkg.status,
    rejectionReason: pkg.rejectionReason,
    featured: pkg.featured ?? false,
    tourType: pkg.tourType,
    pricingType: pkg.pricingType,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    destinations: pkg.stops.map((stop) => ({
      destinationId: refs.placeIds.get(stop.place)!,
      days: stop.days,
    })),
    hotels: hotelsOfStops,
    itineraries: itinerary(pkg, refs),
    departures: pkg.departures.map((departure) => ({
      name: departure.name,
      inclusions: departureInclusions(departure),
      ...departurePricing(pkg, departure),
      dates:
        pkg.tourType === 'AnyDay'
          ? []
          : (pkg.tourType === 'OneTime' ? departure.dates.slice(0, 1) : departure.dates).map((offset) => ({
              date: addDays(first, offset),
              seats: departure.seats ?? null,
            })),
    })),
    // Every other package writes its own texts; the rest show the spec's defaults.
    cancellationPolicy: i % 2 === 0 ? demoCancellationPolicyHtml() : '',
    termsAndConditions:
      i % 3 === 0
        ? '<p>A valid photo ID is required at check-in. Itineraries may change with the weather.</p>'
        : '',
    additionalNotes: pkg.additionalNotes ?? '',
    metaTitle: `${pkg.title} | Wayfarer`,
    metaKeywords: [
      pkg.group,
      ...places,
      pkg.tourType === 'AnyDay' ? 'flexible dates' : 'group departure',
    ].join(', '),
    metaDescription: pkg.description.slice(0, 155),
    introVideo: pkg.introVideo ?? '',
    isInfluencerTravelling: pkg.isInfluencerTravelling ?? false,
    publishedAt: pkg.status === 'Published' ? createdAt : null,
    createdAt,
  };
}

/**
 * The demo packages over the demo creators, places and hotels: published ones mixing Simple and
 * Custom pricing and all three availability types (dates counted from today), three drafts and
 * a rejected one. Packages whose creator or places are missing are left out.
 */
export async function seedDemoPackages(ctx: DemoContext, packages = DEMO_PACKAGES): Promise<number> {
  const placeNames = [...new Set(packages.flatMap((pkg) => pkg.stops.map((stop) => stop.place)))];
  const [urls, creatorRows, placeRows] = await Promise.all([
    createPalette(ctx, palette(packages)),
    ctx.db
      .select({ id: creators.id, username: creators.username })
      .from(creators)
      .where(inArray(creators.username, [...new Set(packages.map((pkg) => pkg.creator))])),
    ensurePlaces(ctx.db, placeNames),
  ]);
  const placeIds = new Map(placeRows.map((place) => [place.name, place.id]));
  const hotelRows = await ctx.db
    .select({ id: hotels.id, destinationId: hotels.destinationId, name: hotels.name })
    .from(hotels)
    .where(inArray(hotels.destinationId, [...placeIds.values()]))
    .orderBy(hotels.name);
  const hotelIds = new Map<string, string[]>();
  for (const place of placeRows) {
    hotelIds.set(
      place.name,
      hotelRows.filter((hotel) => hotel.destinationId === place.id).map((hotel) => hotel.id),
    );
  }
  const refs: Refs = {
    creatorIds: new Map(creatorRows.map((c) => [c.username, c.id])),
    placeIds,
    hotelIds,
    urls,
  };
  const first = firstBookableDate();
  const now = Date.now();
  const inputs = packages
    .filter((pkg) => refs.creatorIds.has(pkg.creator) && pkg.stops.every((stop) => placeIds.has(stop.place)))
    .map((pkg, i) => toInput(pkg, i, refs, first, now));
  return (await writePackages(ctx.db, inputs)).length;
}
