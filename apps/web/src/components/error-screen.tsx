import { messages } from '@wayfarer/shared/messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/**
 * spec 000 §8 shows "Unexpected Application Error!" for a broken route; an address no page answers
 * says "Page not found" instead (the server answers it with HTTP 404; ADR 601).
 */
export function ErrorScreen() {
  const error = useRouteError();
  // The catch-all route renders this screen without an error: that is a page not found.
  const isNotFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  if (!isNotFound) console.error(error);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {isNotFound ? 'Error 404' : 'Something broke'}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">
        {isNotFound ? 'Page not found' : messages.unexpectedError}
      </h1>
      <p className="text-muted-foreground">
        {isNotFound
          ? 'The page you asked for does not exist or has moved.'
          : 'This page could not be shown. Please try again in a moment.'}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
        Back to home
      </Link>
    </div>
  );
}

/** The error screen on its own page, for errors above every layout. */
export function ErrorPage() {
  return (
    <main className="min-h-dvh bg-white">
      <ErrorScreen />
    </main>
  );
}
