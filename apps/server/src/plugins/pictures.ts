import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPictureQueue } from '../lib/images.js';
import type { WorkQueue } from '../lib/work-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one queue every uploaded picture (profile pictures, listing photos) is decoded through:
     * PICTURE_CONCURRENCY at once in all, PICTURE_QUEUE_MAX waiting.
     */
    pictures: WorkQueue;
  }
}

/** Decorates `app.pictures`; registered before the modules that decode pictures. */
export const picturesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('pictures', createPictureQueue(app.config.pictures));
  },
  { name: 'pictures' },
);
