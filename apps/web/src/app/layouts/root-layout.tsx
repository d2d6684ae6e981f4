import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Shows a thin bar while the next route's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[wayfarer-progress_1s_ease-in-out_infinite] bg-brand-700" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
