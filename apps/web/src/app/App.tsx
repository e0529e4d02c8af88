import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../features/auth/SessionProvider';
import { styleNonce } from '../ui/csp-nonce';
import { AppRoutes } from './router';
import { theme } from './theme';

/** MUI's styles go into style elements carrying the page's CSP nonce (csp-nonce.ts). */
const emotionCache = createCache({ key: 'css', nonce: styleNonce });

export function App() {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
