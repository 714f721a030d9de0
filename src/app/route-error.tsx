import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Any routing error (a failed or timed-out chunk, a loader crash) lands on /error with its name and message. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    const name = isRouteErrorResponse(error)
      ? `HTTP ${error.status}`
      : error instanceof Error
        ? error.name
        : 'UnknownError';
    const message = isRouteErrorResponse(error)
      ? error.statusText
      : error instanceof Error
        ? error.message
        : String(error ?? '');
    const query = new URLSearchParams({ error: name, message });
    navigate(`/error?${query}`, { replace: true });
  }, [error, navigate]);
  return null;
}
