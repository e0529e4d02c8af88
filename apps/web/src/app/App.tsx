import { useState } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../features/auth/SessionProvider';
import { styleNonce } from '../ui/csp-nonce';
import { createAppRouter } from './router';
import { theme } from './theme';

/** MUI's styles go into style elements carrying the page's CSP nonce (csp-nonce.ts). */
const emotionCache = createCache({ key: 'css', nonce: styleNonce });

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
