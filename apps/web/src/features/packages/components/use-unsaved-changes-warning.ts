import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `isDirty`: the browser asks before closing or reloading the page, and leaving the editor
 * for another page of the app asks `question` first.
 */
export function useUnsavedChangesWarning(isDirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
