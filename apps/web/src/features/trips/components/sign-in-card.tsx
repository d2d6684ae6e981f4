import { messages } from '@wayfarer/shared/messages';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { serverMessageOf } from '@/lib/api-error';
import { SignInLinkForm } from './sign-in-link-form';

/** Signed out: the e-mail form, and what happened last (signed out, a used link). */
export function SignInCard({ notice, isAlert = false }: { notice?: string; isAlert?: boolean }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md min-w-0">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{tripsMessages.title}</h1>
          <CardDescription>{tripsMessages.intro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice && (
            <p
              role={isAlert ? 'alert' : 'status'}
              className={isAlert ? 'text-sm text-destructive' : 'text-sm'}
            >
              {notice}
            </p>
          )}
          <SignInLinkForm />
        </CardContent>
      </Card>
    </div>
  );
}

/** What the card says when the bookings could not be read: the server's words, else the generic ones. */
export const failureNotice = (error: unknown): string => serverMessageOf(error) ?? messages.somethingWrong;
