import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  featuredResponse,
  publicListQuery,
  publicListResponse,
  publicPackage,
} from '@wayfarer/shared/schemas/tour-public';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { negotiateEncoding, type StoredForm, sendStoredForm } from '../../lib/content-encoding.ts';
import { publicCache } from '../../plugins/etag.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import {
  getCreatorPackages,
  getFeaturedPackages,
  getPublicPackageById,
  getPublicPackageFormBySlug,
  getPublicPackagePage,
} from './public-tours.service.ts';
const PACKAGE_FORMS = ['identity', 'br', 'gzip'] as const;
const JSON_TYPE = 'application/json; charset=utf-8';

// The public marketplace's package reads (spec 001 §7, ADR 046). Static segments only
// (/tours/public/…, /tours/list, /tours/feature…), so they never clash with /tours/{id}/….
// Anonymous and identical for everyone: each answer carries an ETag (plugins/etag.ts).
export const publicToursRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: applies to this plugin's routes only.
  app.addHook('onSend', publicCache);
  const tags = ['public packages'];
  // The package page is the hottest read: each instance re-serves a page it built in the last
  // PUBLIC_CACHE_MS (5 s). Seats and prices may lag by that much; checkout re-checks both.
  // The cache keeps each form (JSON text, br, gzip) with its ETag: compressed once per change,
  // not per hit. A miss reads that form of the stored answer (package_reads, ADR 1214, 1221),
  // built once per change with its ETag and compressed forms.
  const pages = createMicroCache<StoredForm>(app.config.publicCacheMs, 3000);
  // A new or hidden review changes the page at once (plugins/public-pages.ts).
  app.publicPages.onPackageChanged((slug) => {
    for (const form of PACKAGE_FORMS) pages.delete(`${form}\n${slug}`);
  });

  app.get(
    '/tours/public/slug/:slug',
    {
      // Already compressed in the stored row (sendStoredForm); the global hook must not compress again.
      compress: false,
      schema: {
        tags,
        summary: 'A published package by slug (the package page); 404 otherwise',
        params: z.object({ slug: z.string().max(300) }),
        // The hot route has no response schema on purpose: the object is built field by field
        // (buildPublicPackage) and serialised with JSON.stringify, a third faster than the zod
        // serialiser; a test parses every answer with publicPackage. Same shape as /public/id/{id}.
      },
    },
    async (request, reply) => {
      // One form per entry: a miss reads only the bytes it sends (ADR 1221).
      const form = negotiateEncoding(request.headers['accept-encoding']) ?? 'identity';
      const stored = await pages.get(`${form}\n${request.params.slug}`, async (): Promise<StoredForm> => {
        const { etag, compressible, bytes, text } = await getPublicPackageFormBySlug(
          app.deps.db,
          request.params.slug,
          form,
        );
        const common = { etag, compressible, contentType: JSON_TYPE };
        return form !== 'identity' && bytes
          ? { ...common, encoding: form, bytes }
          : { ...common, encoding: undefined, text: text as string };
      });
      return sendStoredForm(reply, stored);
    },
  );

  app.get(
    '/tours/public/id/:id',
    {
      schema: {
        tags,
        summary: 'A published package by id; 404 otherwise',
        params: z.object({ id: z.string() }),
        response: { 200: publicPackage, 404: errorBody },
      },
    },
    async (request) => getPublicPackageById(app.deps.db, request.params.id),
  );

  app.get(
    '/tours/list',
    {
      schema: {
        tags,
        summary:
          'Published packages, 12 a page; destination (group id or slug), minPrice/maxPrice (rupees), sort, query',
        querystring: publicListQuery,
        response: { 200: publicListResponse },
      },
    },
    async (request) => getPublicPackagePage(app.deps.db, request.query),
  );

  for (const url of ['/tours/feature', '/tours/feature/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Featured published packages; the newest eight when none is featured',
          hide: url.endsWith('/'),
          response: { 200: featuredResponse },
        },
      },
      async () => getFeaturedPackages(app.deps.db),
    );
  }

  app.get(
    '/tours/feature/:username',
    {
      schema: {
        tags,
        summary: "A creator's published packages, newest first (username in any case)",
        params: z.object({ username: z.string().max(100) }),
        response: { 200: featuredResponse, 404: errorBody },
      },
    },
    async (request) => getCreatorPackages(app.deps.db, request.params.username),
  );
};
