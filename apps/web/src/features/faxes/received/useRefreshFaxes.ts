import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { INBOUND_FAX, INBOUND_FAXES } from './graphql';

/** Fetches the shown list, and the open fax when one is open, again. */
export function useRefreshFaxes(faxOpen: boolean): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    // Naming a query that is not running makes Apollo warn: the detail only while it is shown.
    const include = faxOpen ? [INBOUND_FAXES, INBOUND_FAX] : [INBOUND_FAXES];
    // A fax deleted elsewhere answers 'Fax not found.': the detail pane shows that.
    void client.refetchQueries({ include }).catch(() => undefined);
  }, [client, faxOpen]);
}
