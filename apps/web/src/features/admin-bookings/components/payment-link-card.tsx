import { messages } from '@wayfarer/shared/messages';
import { formatLinkExpiry } from '@wayfarer/shared/rules/admin-booking';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { Check, Copy, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-error';
import {
  useEmailPaymentLinkMutation,
  useGetPaymentLinkQuery,
  useRenewPaymentLinkMutation,
} from '../api/admin-bookings-api';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const stateText = {
  live: 'Awaiting payment',
  expired: 'Link expired',
  paid: 'Paid',
  none: 'No link',
} as const;

/**
 * ADR 1361: an admin-made booking's payment link — the address to open, "Copy for WhatsApp" (the
 * message with the link), "E-mail link" (the outbox) and its expiry; an expired link is renewed.
 */
export function PaymentLinkCard({ bookingId }: { bookingId: string }) {
  const { data: link, isLoading, refetch } = useGetPaymentLinkQuery(bookingId, { refetchOnFocus: true });
  const [email, emailing] = useEmailPaymentLinkMutation();
  const [renew, renewing] = useRenewPaymentLinkMutation();
  const [copied, setCopied] = useState<'link' | 'message' | null>(null);

  if (isLoading) return <PageSpinner />;
  if (!link) return <p className="text-sm text-destructive">{messages.somethingWrong}</p>;

  const onCopy = async (what: 'link' | 'message', text: string | null) => {
    if (!text) return;
    if (await copyText(text)) {
      setCopied(what);
      adminToast.success(what === 'link' ? 'Payment link copied' : 'Message copied for WhatsApp');
      setTimeout(() => setCopied(null), 2000);
    } else adminToast.error('Copy failed: select the link and copy it by hand');
  };
  const onEmail = async () => {
    const result = await email(bookingId);
    if (result.error) adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
    else adminToast.success('Payment link e-mailed to the traveller');
  };
  const onRenew = async () => {
    const result = await renew(bookingId);
    if (result.error) adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
    else adminToast.success('New payment link ready and e-mailed');
    refetch();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking {link.bookingNumber}</CardTitle>
        <CardDescription>
          {stateText[link.state]} · due now {formatRupees(link.amount)}
          {link.expiresAt && link.state === 'live' && (
            <> · link valid until {formatLinkExpiry(link.expiresAt)}</>
          )}
          {link.expiresAt && link.state === 'expired' && <> · expired {formatLinkExpiry(link.expiresAt)}</>}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link.state === 'live' && link.paymentUrl && (
          <>
            <div className="grid gap-1.5">
              <label htmlFor="payment-link" className="text-sm font-medium">
                Payment link
              </label>
              <input
                id="payment-link"
                readOnly
                value={link.paymentUrl}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 w-full rounded-md border bg-zinc-50 px-3 font-mono text-sm"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => onCopy('link', link.paymentUrl)}>
                {copied === 'link' ? <Check aria-hidden /> : <Copy aria-hidden />}
                Copy
              </Button>
              <Button variant="outline" onClick={() => onCopy('message', link.message)}>
                <Copy aria-hidden />
                Copy for WhatsApp
              </Button>
              <Button variant="outline" onClick={onEmail} isLoading={emailing.isLoading}>
                <Mail aria-hidden />
                E-mail link
              </Button>
              <Button variant="ghost" asChild>
                <a href={link.paymentUrl} target="_blank" rel="noreferrer">
                  Open pay page
                </a>
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              The seats are held until the link expires. Paying through it confirms the booking and e-mails
              the traveller.
            </p>
          </>
        )}
        {link.state === 'expired' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">
              The link ended unpaid and its seats were released. A new link holds them again if they are still
              free.
            </p>
            <Button onClick={onRenew} isLoading={renewing.isLoading}>
              <RefreshCw aria-hidden />
              Renew link
            </Button>
          </div>
        )}
        {link.state === 'paid' && (
          <p className="text-sm text-emerald-800">The traveller has paid; the booking is confirmed.</p>
        )}
        <div>
          <Link
            to={`/admin/bookings/${link.bookingId}`}
            className="text-sm font-medium text-brand-800 hover:underline"
          >
            Open booking {link.bookingNumber}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
