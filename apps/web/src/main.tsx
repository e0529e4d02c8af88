// First: sets the style nonce before any module that inserts styles is evaluated.
import './ui/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/router';

preloadScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
