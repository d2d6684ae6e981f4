import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberManageKey, splitKeyFromSearch } from '@/lib/manage-key';

/**
 * On a page opened from the traveller's e-mail link (/booking/{id}?key=…): stores the key before
 * the page's first read (so that read already carries it), then takes it out of the address bar,
 * so it is left in neither the history nor a screenshot.
 */
export function useManageKeyFromLink(bookingId: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  // Before the first render's queries start: useState's initializer runs during render.
  useState(() => {
    const { key } = splitKeyFromSearch(location.search);
    if (bookingId && key) rememberManageKey(bookingId, key);
    return null;
  });
  useEffect(() => {
    if (!new URLSearchParams(location.search).has('key')) return;
    const { key, rest } = splitKeyFromSearch(location.search);
    if (bookingId && key) rememberManageKey(bookingId, key);
    navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [bookingId, location, navigate]);
}
