import { z } from 'zod';
import { clientWorkSchema } from '@kartyna/domain';
import type { App } from '../../types';
import { clientWorksGallery } from './client-works-service';

export default async function clientWorksRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/client-works',
    {
      schema: {
        tags: ['client-works'],
        summary: 'Gallery of client works by position',
        response: { 200: z.array(clientWorkSchema) },
      },
    },
    // Loaded once and reused by the storefront (requirements §4); a minute of staleness is harmless.
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send(await clientWorksGallery(db)),
  );
}
