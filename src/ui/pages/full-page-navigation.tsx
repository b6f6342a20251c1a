import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Leaves the single-page app for an address the server answers with another entry (the public page). */
export function FullPageNavigation() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(location.pathname + location.search);
  }, [location]);
  return null;
}
