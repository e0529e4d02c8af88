import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { FaxAdapter } from './fax.js';
import { createInterfaxFax } from './interfax-fax.js';
import { createLocalFax } from './local-fax.js';

/** The fax provider the configuration selects (FAX_PROVIDER). */
export function createFaxAdapter(config: Config, clock: Clock): FaxAdapter {
  switch (config.fax.provider) {
    case 'local':
      return createLocalFax(clock);
    case 'interfax':
      return createInterfaxFax(config.fax);
  }
}
