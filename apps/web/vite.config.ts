import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './graphqlDocuments';
import { precompress } from './precompress';

/** The API server `npm run dev` starts; override to point the dev server elsewhere. */
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Some auth URLs are both a server endpoint (POST) and an SPA page (GET), e.g. /login and
 * /auth/2fa/verify. A browser navigation (GET accepting HTML) must get the SPA, not the server.
 */
function serveSpaOnPageLoad(req: IncomingMessage): string | undefined {
  const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
  return req.method === 'GET' && acceptsHtml ? '/index.html' : undefined;
}

const api: ProxyOptions = { target: API_TARGET };
const postOnly: ProxyOptions = { target: API_TARGET, bypass: serveSpaOnPageLoad };

export default defineConfig({
  // Anchor to this folder so the build works from the monorepo root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    graphqlDocuments(fileURLToPath(new URL('src/gql', import.meta.url))),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/graphql': { target: API_TARGET, ws: true },
      '/csrf-cookie': api,
      '/logout': postOnly,
      '/login': postOnly,
      '/forgot-password': postOnly,
      '/reset-password': postOnly,
      '/auth/2fa/verify': postOnly,
      '/auth/2fa/resend': postOnly,
      '/dev': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json lets scripts/bundle-report.mjs add up what each route loads.
    manifest: true,
    // The budget is checked on gzipped output; the default 500 kB (raw) warning is noise here.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes rarely: one long-cached chunk every route needs anyway.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Everything the login page runs (the entry's static imports, `$initial`) in one chunk,
            // so the first page is a handful of requests and no signed-in code rides along.
            {
              name: 'initial',
              test: /node_modules|packages[\\/]shared[\\/]|apps[\\/]web[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: 15,
            },
            // The Material UI components and styling engine the signed-in screens use, as one
            // chunk: split per screen they were some 60 chunks of 0.1-2 kB each, more requests
            // and more bytes than the few components a screen would not need (issue 19 item 2).
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|private-theming|styled-engine|icons-material)|@emotion|react-transition-group|@popperjs|clsx|stylis)/,
              priority: 10,
            },
            // The GraphQL client, live updates and snackbars: every signed-in screen needs them.
            // The data grid, charts and PDF viewer stay in chunks of their own, loaded on demand.
            {
              name: 'client',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|@wry|optimism|rxjs|zen-observable|tslib|notistack|dayjs|@graphql-typed-document-node)[\\/]/,
              priority: 10,
            },
            // The small building blocks of the signed-in list screens (page header, empty state,
            // the grid's query and state, status labels and messages), one chunk instead of a
            // dozen of under 1 kB each: the list screen's cold load is 23 requests, not 34.
            {
              name: 'list-kit',
              test: /apps[\\/]web[\\/]src[\\/]ui[\\/](EmptyState|PageHeader|Placeholder|data-grid[\\/](ConfirmDialog|gridState|useDebouncedValue|useGridQuery|index))\.|packages[\\/]shared[\\/]src[\\/]referrals[\\/](status|labels|lists|machine|messages)\./,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
