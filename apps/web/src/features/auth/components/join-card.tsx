import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useStoredUser } from '@/lib/stored-session';
import { destinationAfterSignIn } from '../utils/destinations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'sign-up' | 'sign-in';

const promptClasses = 'text-center text-sm text-muted-foreground';
const switchClasses =
  'cursor-pointer font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** spec 000 §2: the "Join Now" card toggles between sign-up (default) and sign-in. */
export function JoinCard() {
  // The stored session, not the store: the page hydrates without it (ADR 1395).
  const user = useStoredUser();
  const [mode, setMode] = useState<Mode>('sign-up');
  const formAreaRef = useRef<HTMLDivElement>(null);

  // A signed-in visitor has nothing to join; the card leads to the work instead.
  if (user) {
    return (
      <Card className="w-full max-w-md min-w-0 shadow-xl" id="join">
        <CardHeader>
          <CardTitle className="truncate" title={`Welcome back, ${user.name}`}>
            Welcome back, {user.name}
          </CardTitle>
          <CardDescription>You are signed in.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link
            to={destinationAfterSignIn(user)}
            className="inline-flex h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-base font-medium text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    );
  }

  const switchTo = (next: Mode) => {
    flushSync(() => setMode(next));
    const area = formAreaRef.current;
    // spec 000 §2: switching scrolls smoothly to the other form.
    area?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    area?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <Card className="w-full max-w-md scroll-mt-24 shadow-xl" id="join">
      <CardHeader>
        <CardTitle>Join Now</CardTitle>
        <CardDescription>Join Our Network of Elite Travel Creators.</CardDescription>
      </CardHeader>
      <CardContent>
        <div ref={formAreaRef} className="scroll-mt-24">
          <h3 className="mb-4 text-base font-semibold">
            {mode === 'sign-up' ? 'Create your creator account' : 'Sign in to your account'}
          </h3>
          {mode === 'sign-up' ? (
            <SignUpForm
              switchPrompt={
                <p className={promptClasses}>
                  Already have an account?{' '}
                  <button type="button" className={switchClasses} onClick={() => switchTo('sign-in')}>
                    Sign in
                  </button>
                </p>
              }
            />
          ) : (
            <SignInForm
              switchPrompt={
                <p className={promptClasses}>
                  New User?{' '}
                  <button type="button" className={switchClasses} onClick={() => switchTo('sign-up')}>
                    Sign up
                  </button>
                </p>
              }
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
