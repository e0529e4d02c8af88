import { useEffect } from 'react';
import { PRODUCT_NAME } from '@app/shared';

/** Names the browser tab after the screen, which also helps screen-reader users. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
