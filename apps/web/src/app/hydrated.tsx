import { useEffect } from 'react';
import { replayEarlyClicks } from '@/lib/early-clicks';

/**
 * Renders nothing; its effect runs once the page has hydrated or first rendered (ADR 991). The
 * server renders it too, in the same place beside AppProvider, so the two trees have the same
 * shape and every useId the page makes is the same on both sides.
 */
export function Hydrated() {
  useEffect(replayEarlyClicks, []);
  return null;
}
