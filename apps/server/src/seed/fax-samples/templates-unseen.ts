import type { FaxTemplate } from './template-parts.js';

/**
 * The held-out templates (issue 24): written apart from the detector, never read, measured page
 * by page or turned into tests while tuning it (docs/decisions.md, 'the measurements, in order').
 *
 * Set 10: to be written.
 */
export const UNSEEN_TEMPLATES: readonly FaxTemplate[] = [];
