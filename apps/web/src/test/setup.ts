import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files share a worker (and its document): leave nothing rendered and no fake clock behind.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
