import type { FaxTemplate } from './template-parts.js';

/** The held-out templates (issue 24): written apart from the detector, never read while tuning. */
export const UNSEEN_TEMPLATES: readonly FaxTemplate[] = [];
