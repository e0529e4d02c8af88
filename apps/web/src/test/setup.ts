import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetEmotionSheet } from './emotionSheet';

beforeAll(resetEmotionSheet);

// `findBy...`/`waitFor` wait for the thing itself; on a busy two-core machine a render can take
// seconds, so the bound is generous (the default second made tests fail under load, not bugs).
configure({ asyncUtilTimeout: 15_000 });

// Files share a worker (and its document): leave nothing rendered and no fake clock behind.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
