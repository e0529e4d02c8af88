import { useEffect, useRef } from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorMessage } from '../app/http';

interface ErrorBannerProps {
  /** Anything thrown or returned as an error; nothing is rendered when it is null/undefined. */
  error: unknown;
  title?: string;
  sx?: AlertProps['sx'];
}

/** The spec's generic error banner: message or data.message, scrolled into view when it appears. */
export function ErrorBanner({ error, title, sx }: ErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const text = error == null || error === '' ? null : errorMessage(error);

  useEffect(() => {
    // jsdom and old browsers lack scrollIntoView; the banner still shows there.
    if (text) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [text]);

  if (!text) return null;
  return (
    <Alert ref={ref} severity="error" sx={sx}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {text}
    </Alert>
  );
}
