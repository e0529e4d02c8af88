import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { withEmotionCache, type EmotionCache } from '@emotion/react';

let cache: EmotionCache | undefined;

/** The cache MUI's styles go to when no CacheProvider is given (the app gives none). */
function defaultEmotionCache(): EmotionCache {
  if (cache) return cache;
  const probe = withEmotionCache((_props: object, found) => {
    cache = found;
    return null;
  });
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(probe)));
  root.unmount();
  if (!cache) throw new Error('No default Emotion cache');
  return cache;
}

/**
 * The DOM's computed styles (behind every role query's visibility check and MUI's textarea sizing)
 * go through every CSS rule in the document. In development Emotion writes each rule to its own
 * <style> element and never removes one, so in a worker shared by many files the head grew to
 * thousands of them. Write rules the way a production build does (a few sheets, insertRule) and
 * start each file from an empty sheet: a page only ever holds the styles of what it renders.
 */
export function resetEmotionSheet() {
  const c = defaultEmotionCache();
  c.sheet.flush();
  c.sheet.isSpeedy = true;
  for (const name of Object.keys(c.inserted)) delete c.inserted[name];
}
