// The package's intro video: only http(s) links are stored; YouTube and Vimeo links
// are embedded after a click (nothing loads from them before), any other link is shown as a link.

/** True for an absolute http:// or https:// URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; embedUrl: string };

const youTubeId = /^[A-Za-z0-9_-]{6,20}$/;
const vimeoId = /^\d{3,12}$/;

/** The privacy-friendly player URL for a YouTube or Vimeo link; null for anything else. */
export function videoEmbed(value: string): VideoEmbed | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  if (id !== undefined) {
    return youTubeId.test(id)
      ? { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = host === 'vimeo.com' ? parts[0] : parts[0] === 'video' ? parts[1] : undefined;
    if (vid && vimeoId.test(vid)) {
      return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${vid}?dnt=1&autoplay=1` };
    }
  }
  return null;
}
