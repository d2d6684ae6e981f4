import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures.ts';
import { jpeg } from './images.ts';

/** Registers a user and makes it a creator through the API; answers its credentials and ids. */
export async function createCreator(request: APIRequestContext, fullName = 'Tara Trails') {
  const email = uniqueEmail('creator');
  const registered = await (
    await request.post('/v1/auth/register', { data: { name: fullName, email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${registered.tokens.access.token}` };
  const upload = await request.post('/v1/media', {
    headers,
    multipart: { image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 600) } },
  });
  const { url } = await upload.json();
  const username = `tara_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/v1/creators', {
    headers,
    data: {
      username,
      fullName,
      email,
      phoneNumber: '9123456780',
      profileImage: url,
      socialMediaLinks: [],
      categoryId: [],
      destinations: [],
    },
  });
  if (res.status() !== 201) throw new Error(`creator not created: ${res.status()} ${await res.text()}`);
  const creator = await res.json();
  return { email, password: PASSWORD, username, creatorId: creator.id as string };
}
