import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { AddressAdapter } from './address.js';
import { createLocalAddress } from './local-address.js';
import { createMapboxAddress } from './mapbox-address.js';

export type { AddressAdapter } from './address.js';

/** Mapbox when MAPBOX_TOKEN is set, otherwise offline suggestions from stored addresses. */
export function createAddressAdapter(config: Config, db: Database, log: Logger): AddressAdapter {
  if (config.mapboxToken) {
    log.info('address suggestions: Mapbox Address Autofill');
    return createMapboxAddress({ token: config.mapboxToken, apiBase: config.mapboxApiBase });
  }
  return createLocalAddress(db);
}
