/** The pages a viewer may show: the given range clamped to the document, else all pages. */
export function visiblePages(
  numPages: number,
  range?: readonly [number, number],
): { first: number; last: number } {
  if (numPages < 1) return { first: 1, last: 1 };
  if (!range) return { first: 1, last: numPages };
  const first = Math.min(Math.max(1, Math.trunc(range[0])), numPages);
  const last = Math.min(Math.max(first, Math.trunc(range[1])), numPages);
  return { first, last };
}

/** `page` kept within [first, last]. */
export function clampPage(page: number, bounds: { first: number; last: number }): number {
  return Math.min(Math.max(page, bounds.first), bounds.last);
}

/** The PDF's address as an attachment: the server sends it for download with '?download=1'. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

export const ZOOM = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;

export function zoomed(scale: number, direction: 1 | -1): number {
  const next = Math.round((scale + direction * ZOOM.step) * 100) / 100;
  return Math.min(Math.max(next, ZOOM.min), ZOOM.max);
}
