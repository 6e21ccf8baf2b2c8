import type { Delivery } from '@kartyna/domain';
import { AppError, badRequest } from '../../http/app-error';
import { DeliveryProviderError } from '../../integrations/delivery/delivery-provider-error';
import type {
  DeliveryCity,
  DeliveryDirectory,
  DeliveryPoint,
  DeliveryPointKind,
} from '../../integrations/delivery/delivery-directory';

/**
 * Checks the carrier refs of an order against the directory and answers what the order keeps:
 * the refs plus the names and addresses as they were when the order was placed, so the history
 * and the waybill still read right after the carrier renames or closes a branch.
 */
export async function resolveDelivery(
  directory: DeliveryDirectory,
  delivery: Delivery,
): Promise<Record<string, unknown>> {
  try {
    return await resolveWith(directory, delivery);
  } catch (error) {
    // The carrier being down is nobody's typo: the shopper may try again in a minute.
    if (error instanceof DeliveryProviderError)
      throw new AppError(502, 'delivery_provider_unavailable', undefined, { cause: error });
    throw error;
  }
}

async function resolveWith(
  directory: DeliveryDirectory,
  delivery: Delivery,
): Promise<Record<string, unknown>> {
  switch (delivery.deliveryType) {
    case 'post': {
      const city = await knownCity(directory, delivery.cityRef);
      const branch = await pointOf(
        directory,
        city,
        delivery.branchRef,
        'branch',
        'delivery.branchRef',
        'choose_branch',
      );
      return { ...delivery, ...cityFields(city), branch: pointFields(branch) };
    }
    case 'postomat': {
      const city = await knownCity(directory, delivery.cityRef);
      const postomat = await pointOf(
        directory,
        city,
        delivery.postomatRef,
        'postomat',
        'delivery.postomatRef',
        'choose_postomat',
      );
      return { ...delivery, ...cityFields(city), postomat: pointFields(postomat) };
    }
    case 'new-post-address': {
      const city = await knownCity(directory, delivery.cityRef);
      return { ...delivery, ...cityFields(city) };
    }
    default:
      // ukr-post, abroad and takeaway carry free text already checked by the schema.
      return { ...delivery };
  }
}

async function knownCity(directory: DeliveryDirectory, cityRef: string): Promise<DeliveryCity> {
  const city = await directory.getCity(cityRef);
  if (!city) throw badRequest('invalid_data', [{ path: 'delivery.cityRef', message: 'enter_delivery_data' }]);
  return city;
}

async function pointOf(
  directory: DeliveryDirectory,
  city: DeliveryCity,
  ref: string,
  kind: DeliveryPointKind,
  path: string,
  message: 'choose_branch' | 'choose_postomat',
): Promise<DeliveryPoint> {
  const point = await directory.getPoint(ref);
  // A parcel locker's ref sent as a branch (or a branch of another city) is not a choice.
  if (!point || point.kind !== kind || point.cityRef !== city.ref)
    throw badRequest('invalid_data', [{ path, message }]);
  return point;
}

const cityFields = (city: DeliveryCity) => ({
  // Named apart from ukr-post's free-text `city` so one key never holds two shapes.
  cityName: { ua: city.nameUa, ru: city.nameRu },
  regionName: { ua: city.regionUa, ru: city.regionRu },
});

const pointFields = (point: DeliveryPoint) => ({
  ref: point.ref,
  number: point.number,
  name: { ua: point.nameUa, ru: point.nameRu },
  address: { ua: point.addressUa, ru: point.addressRu },
});
