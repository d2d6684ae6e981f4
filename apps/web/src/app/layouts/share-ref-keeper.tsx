import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberShareCode, shareCodeInQuery, withoutShareParams } from '@/utils/attribution';

/**
 * A page opened from a creator's short link (/go/{code} adds ?via=…&ref=…) keeps the
 * code as the visitor's creator link, then drops both parameters from the address bar, so a copied
 * address does not pass the creator's link on.
 */
export function ShareRefKeeper() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('ref') && !params.has('via')) return;
    const code = shareCodeInQuery(location.search);
    if (code) rememberShareCode(code);
    navigate(
      { pathname: location.pathname, search: withoutShareParams(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);
  return null;
}
