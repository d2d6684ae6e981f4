import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '@/components/social-icons';
import { usePublicSettingsQuery } from '@/features/settings/api/public-settings';

const policyLinks = [
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/terms-and-conditions', label: 'Terms' },
  { to: '/cancellation-policy', label: 'Cancellation' },
] as const;

const linkClasses =
  'rounded-sm text-zinc-300 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** spec 000 §2: the footer shows on large screens only, fed by GET /v1/settings. */
export function PublicFooter() {
  const { data: settings } = usePublicSettingsQuery();
  const year = new Date().getFullYear();
  return (
    <footer className="hidden bg-zinc-900 text-zinc-300 lg:block">
      <div className="mx-auto grid max-w-7xl grid-cols-3 gap-10 px-8 py-12">
        <div className="space-y-3">
          <p className="text-lg font-bold text-white">Wayfarer</p>
          <p className="max-w-xs text-sm">
            Trips designed and led by the travel creators you follow, planned end to end by our team.
          </p>
        </div>
        <div className="space-y-3 text-sm">
          <p className="font-semibold text-white">Contact us</p>
          {settings?.contactPhone && (
            <a
              href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}
              className={`flex items-center gap-2 ${linkClasses}`}
            >
              <Phone aria-hidden="true" className="size-4" />
              {settings.contactPhone}
            </a>
          )}
          {settings?.contactEmail && (
            <a href={`mailto:${settings.contactEmail}`} className={`flex items-center gap-2 ${linkClasses}`}>
              <Mail aria-hidden="true" className="size-4" />
              {settings.contactEmail}
            </a>
          )}
          <div className="flex items-center gap-4 pt-1">
            {settings?.socialLink ? (
              <a
                href={settings.socialLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Wayfarer on Instagram"
                className={linkClasses}
              >
                <InstagramIcon />
              </a>
            ) : (
              <InstagramIcon className="text-zinc-400" />
            )}
            {/* spec 000 §2: the other social icons carry no link. */}
            <FacebookIcon className="text-zinc-400" />
            <YoutubeIcon className="text-zinc-400" />
            <TwitterIcon className="text-zinc-400" />
          </div>
        </div>
        <nav aria-label="Policies" className="space-y-3 text-sm">
          <p className="font-semibold text-white">Policies</p>
          <ul className="space-y-2">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/about" className={linkClasses}>
                About us
              </Link>
            </li>
            <li>
              <Link to="/creators" className={linkClasses}>
                Creators
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-zinc-800">
        <p className="mx-auto max-w-7xl px-8 py-5 text-sm text-zinc-400">
          © {year} Wayfarer. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
