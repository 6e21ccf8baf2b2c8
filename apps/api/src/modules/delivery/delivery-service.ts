import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryCityView, DeliveryPointKindName, DeliveryPointView } from '@kartyna/domain';
import { AppError, notFound } from '../../http/app-error';
import { DeliveryProviderError } from '../../integrations/delivery/delivery-provider-error';
import type {
  DeliveryCity,
  DeliveryDirectory,
  DeliveryPoint,
} from '../../integrations/delivery/delivery-directory';

/** Directory entries in the API's per-language shape ({ ua, ru }), as product names are. */
export const cityView = (city: DeliveryCity): DeliveryCityView => ({
  ref: city.ref,
  name: { ua: city.nameUa, ru: city.nameRu },
  region: { ua: city.regionUa, ru: city.regionRu },
});

export const pointView = (point: DeliveryPoint): DeliveryPointView => ({
  ref: point.ref,
  number: point.number,
  kind: point.kind,
  name: { ua: point.nameUa, ru: point.nameRu },
  address: { ua: point.addressUa, ru: point.addressRu },
  schedule: { ua: point.scheduleUa, ru: point.scheduleRu },
  maxWeightKg: point.maxWeightKg,
});

/**
 * The carrier's own service being down is not our fault nor the shopper's: a 502 the storefront
 * can tell apart ("try again in a minute"), with the cause in our log.
 */
async function fromProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DeliveryProviderError)) throw error;
    log.warn({ err: error }, 'delivery directory provider failed');
    throw new AppError(502, 'delivery_provider_unavailable');
  }
}

export async function searchCities(
  directory: DeliveryDirectory,
  search: string,
  limit: number,
  log: FastifyBaseLogger,
) {
  const cities = await fromProvider(log, () => directory.searchCities(search, limit));
  return cities.map(cityView);
}

export async function listCityPoints(
  directory: DeliveryDirectory,
  cityRef: string,
  query: { kind: DeliveryPointKindName; search: string; limit: number },
  log: FastifyBaseLogger,
) {
  // An unknown city is a 404, not an empty list: the checkout should ask for the city again.
  const city = await fromProvider(log, () => directory.getCity(cityRef));
  if (!city) throw notFound('not_found');
  const points = await fromProvider(log, () =>
    directory.listPoints(city.ref, query.kind, query.search || undefined, query.limit),
  );
  return points.map(pointView);
}
