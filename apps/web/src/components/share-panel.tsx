import { funnelChannelLabels, type ShareChannel, shareChannels } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-error';
import { useCreateShareLinkMutation, useGetShareLinksQuery } from '@/lib/share-links-api';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';

// A creator's share links, one per channel, each with a copy button. The link is made
// (or found: the same channel answers the same link) when first copied; the code stands for the
// creator and the channel, so each post's visits and bookings show apart in the funnel.

type SharePanelProps = {
  /** The package to share (its own, or another creator's: a recommendation); none: the profile. */
  packageId?: string;
  title: string;
  description: string;
  className?: string;
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ChannelRow({
  channel,
  url,
  packageId,
}: {
  channel: ShareChannel;
  url: string | undefined;
  packageId?: string;
}) {
  const [create, { isLoading }] = useCreateShareLinkMutation();
  const [shown, setShown] = useState(url);
  const [copied, setCopied] = useState(false);
  const label = funnelChannelLabels[channel];

  const onCopy = async () => {
    let link = shown ?? url;
    if (!link) {
      const result = await create({ packageId, channel });
      if (result.error) {
        toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
        return;
      }
      link = result.data.url;
      setShown(link);
    }
    if (await copyText(link)) {
      setCopied(true);
      toast.success(`${label} link copied`);
      setTimeout(() => setCopied(false), 2000);
    } else toast.message(`${label} link: ${link}`);
  };

  const link = shown ?? url;
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-2 border-b py-2 last:border-0">
      <div className="min-w-0">
        <p className="text-sm font-medium">{label}</p>
        {link && (
          <p className="truncate font-mono text-xs text-muted-foreground" title={link}>
            {link}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onCopy}
        isLoading={isLoading}
        aria-label={`Copy ${label} link`}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </li>
  );
}

/** "Share": a copy button per channel (Instagram, YouTube, WhatsApp, X, Facebook, E-mail, Other). */
export function SharePanel({ packageId, title, description, className }: SharePanelProps) {
  const { data } = useGetShareLinksQuery({ packageId }, { refetchOnMountOrArgChange: true });
  const urls = new Map(data?.results.map((link) => [link.channel, link.url]));
  return (
    <section
      aria-label={title}
      className={cn('grid gap-2 rounded-xl border bg-white p-4 sm:p-5', className)}
      data-share-panel=""
    >
      <div className="flex items-start gap-2">
        <Share2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 className="text-base font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <ul className="grid">
        {shareChannels.map((channel) => (
          <ChannelRow
            // A link found after the first render shows once the list has loaded.
            key={`${channel}:${urls.get(channel) ?? ''}`}
            channel={channel}
            url={urls.get(channel)}
            packageId={packageId}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The public package page, for a signed-in creator: its own package's links, or a recommendation
 * of another creator's (whose bookings earn it a referral share).
 */
export function PackageSharePanel({ packageId, isOwn }: { packageId: string; isOwn: boolean }) {
  return (
    <SharePanel
      packageId={packageId}
      title={isOwn ? 'Share this trip' : 'Recommend this trip'}
      description={
        isOwn
          ? 'A short link per channel for your posts; the funnel on your dashboard shows which one filled the trip.'
          : 'Share another creator’s trip with your followers: bookings through your link earn you a referral share.'
      }
    />
  );
}
