import type { ShareChannel } from '@wayfarer/shared/enums';
import type { ShareLink } from '@wayfarer/shared/schemas/share-links';
import type { FastifyInstance } from 'fastify';

// Helpers of the share-link, referral and funnel tests (not a test file itself).

/** A creator's share link through the API (201), as the share panel asks for it. */
export async function shareLinkFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  packageId: string,
  channel: ShareChannel,
): Promise<ShareLink> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/share-links',
    headers,
    payload: { packageId, channel },
  });
  if (res.statusCode !== 201) throw new Error(`share link failed: ${res.statusCode} ${res.body}`);
  return res.json<ShareLink>();
}

/** A browser's user agent (the beacon counts nothing for a bot's). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
