import { videoEmbed } from '@wayfarer/shared/rules/video';
import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';

/**
 * The creator's intro video. YouTube and Vimeo links show a poster: nothing loads from
 * them (no cookies, no tracking) until the traveller presses play. Other http(s) links open as a
 * link; the server stores nothing else.
 */
export function IntroVideo({ url, title }: { url: string; title: string }) {
  const [isPlaying, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  if (!/^https?:\/\//i.test(url)) return null;
  if (!embed) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex w-fit items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
      >
        Watch the intro video
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-zinc-900">
      {isPlaying ? (
        <iframe
          src={embed.embedUrl}
          title={`Intro video: ${title}`}
          className="size-full"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-zinc-800 to-zinc-950 text-white outline-none focus-visible:ring-4 focus-visible:ring-ring"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-zinc-900 transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
          </span>
          <span className="font-semibold">Play the intro video</span>
          <span className="max-w-sm px-4 text-center text-xs text-white/80">
            Loads the {embed.provider} player. {embed.provider} may set cookies once it plays.
          </span>
        </button>
      )}
    </div>
  );
}
