/**
 * The page's Content-Security-Policy nonce for the styles the app inserts at run time. The server
 * writes a fresh one into index.html's `csp-nonce` meta tag with every answer and allows only
 * styles carrying it (no 'unsafe-inline'); under Vite's dev server the placeholder stays and no
 * policy applies.
 *
 * Imported first by main.tsx: notistack's styles (goober) are created when its module loads, and
 * goober takes the nonce from `window.__nonce__`. MUI's (emotion) take it from the cache App.tsx
 * creates with `styleNonce`, and the data grids (their CSS variables) from their `nonce` prop.
 */
const PLACEHOLDER = '__CSP_NONCE__';

function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // `.nonce`: browsers hide the attribute's value once the page is parsed.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

export const styleNonce = readNonce();

declare global {
  interface Window {
    /** Read by goober (notistack's styles) for the nonce of its style element. */
    __nonce__?: string;
  }
}

if (styleNonce) window.__nonce__ = styleNonce;
