import { z } from 'zod';
import {
  apiErrorSchema,
  deliveryCitiesQuerySchema,
  deliveryCitySchema,
  deliveryPointSchema,
  deliveryPointsQuerySchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { listCityPoints, searchCities } from './delivery-service';

/** The directory changes a few times a day at most; browsers and proxies may keep it an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export default async function deliveryRoutes(app: App): Promise<void> {
  app.get(
    '/delivery/cities',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Cities of the carrier directory, best matches first',
        querystring: deliveryCitiesQuerySchema,
        response: { 200: z.array(deliveryCitySchema), 400: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cities = await searchCities(
        app.deps.delivery,
        request.query.search,
        request.query.limit,
        request.log,
      );
      reply.header('cache-control', CACHE_CONTROL);
      return cities;
    },
  );

  app.get(
    '/delivery/cities/:cityRef/points',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Branches or parcel lockers of a city, by number',
        params: z.object({ cityRef: z.string().min(1).max(64) }),
        querystring: deliveryPointsQuerySchema,
        response: {
          200: z.array(deliveryPointSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const points = await listCityPoints(
        app.deps.delivery,
        request.params.cityRef,
        request.query,
        request.log,
      );
      reply.header('cache-control', CACHE_CONTROL);
      return points;
    },
  );
}
