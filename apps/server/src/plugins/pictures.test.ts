import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { userAuth } from '../test/sessions.js';
import { multipart } from '../modules/accounts/test-helpers.js';
import { businessForm, registerBusiness } from '../modules/listing-business/test-helpers.js';
import { pngPhoto } from '../modules/listings/test-helpers.js';
import { packageId } from '../modules/payments/test-helpers.js';

let app: FastifyInstance;
let user: { userId: number; authorization: string };
let freePlan: number;
let png: Buffer;

beforeAll(async () => {
  app = await buildTestApp({ PICTURE_CONCURRENCY: '1', PICTURE_QUEUE_MAX: '0' });
  user = await userAuth(app);
  freePlan = await packageId(app, 'business-12m-nonprofit');
  png = await pngPhoto(400, 300);
});
afterAll(() => app.close());

function uploadProfilePicture() {
  const body = multipart('files', 'me.png', 'image/png', png);
  return app.inject({
    method: 'POST',
    url: '/api/web/update-profile-picture',
    payload: body.payload,
    headers: { ...body.headers, authorization: user.authorization },
  });
}

async function registerWithPhoto() {
  return registerBusiness(app, user.authorization, await businessForm(app, { package_id: freePlan }), [
    { data: png },
  ]);
}

describe('one picture queue for the whole app', () => {
  it('profile pictures and listing photos wait in the same queue of PICTURE_CONCURRENCY', async () => {
    // the one slot (concurrency 1, nobody may wait) is taken until `release`
    let release = () => {};
    const busy = app.pictures.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      expect((await uploadProfilePicture()).statusCode).toBe(503);
      expect((await registerWithPhoto()).statusCode).toBe(503);
    } finally {
      release();
      await busy;
    }
    expect((await uploadProfilePicture()).statusCode).toBe(200);
    const res = await registerWithPhoto();
    expect(res.statusCode, res.body).toBe(200);
  });
});
