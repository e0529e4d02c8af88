import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { stopMotion } from './browser.js';

/**
 * Serious and critical accessibility problems (axe, WCAG 2 A and AA) on the page, or only in the
 * part of it that `include` selects.
 */
export async function seriousViolations(page: Page, include?: string) {
  // A button enabled as data arrives fades in: judge its final colours.
  await stopMotion(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}
