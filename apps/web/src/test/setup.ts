import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetEmotionSheet } from './emotionSheet';

beforeAll(resetEmotionSheet);

// Files share a worker (and its document): leave nothing rendered and no fake clock behind.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
