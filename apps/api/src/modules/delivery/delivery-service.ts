import type { DeliveryCityView, DeliveryPointKindName, DeliveryPointView } from '@kartyna/domain';
import { notFound } from '../../http/app-error';
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

export async function searchCities(directory: DeliveryDirectory, search: string, limit: number) {
  const cities = await directory.searchCities(search, limit);
  return cities.map(cityView);
}

export async function listCityPoints(
  directory: DeliveryDirectory,
  cityRef: string,
  query: { kind: DeliveryPointKindName; search: string; limit: number },
) {
  // An unknown city is a 404, not an empty list: the checkout should ask for the city again.
  const city = await directory.getCity(cityRef);
  if (!city) throw notFound('not_found');
  const points = await directory.listPoints(city.ref, query.kind, query.search || undefined, query.limit);
  return points.map(pointView);
}
