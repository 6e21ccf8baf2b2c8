import type { AppConfig } from '../../env';
import type { Carrier } from './carrier';
import type { DeliveryDirectory } from './delivery-directory';
import { createNovaPoshtaCarrier } from './nova-poshta/np-carrier';
import { createNovaPoshtaClient } from './nova-poshta/np-client';
import { createNovaPoshtaDirectory } from './nova-poshta/np-directory';
import { createOfflineCarrier } from './offline-carrier';
import { createOfflineDirectory } from './offline-directory';

/** Nova Poshta's live directory with an API key; the bundled offline one without. */
export function createDeliveryDirectory(config: Pick<AppConfig, 'novaPoshta'>): DeliveryDirectory {
  if (!config.novaPoshta) return createOfflineDirectory();
  const { callNovaPoshta } = createNovaPoshtaClient(config.novaPoshta);
  return createNovaPoshtaDirectory({ callNovaPoshta });
}

/**
 * Nova Poshta waybills and tracking with an API key (waybills also need the sender settings
 * and fail with a clear error without them); locally made numbers otherwise.
 */
export function createCarrier(config: Pick<AppConfig, 'novaPoshta' | 'offlineParcelStepMs'>): Carrier {
  if (!config.novaPoshta) return createOfflineCarrier({ stepMs: config.offlineParcelStepMs });
  const { callNovaPoshta } = createNovaPoshtaClient(config.novaPoshta);
  return createNovaPoshtaCarrier({ callNovaPoshta, sender: config.novaPoshta.sender });
}
