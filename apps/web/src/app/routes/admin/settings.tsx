import { PageHeader } from '@/components/page-header';
import { GstSummaryCard } from '@/features/settings/components/gst-summary-card';
import { SiteContactForm } from '@/features/settings/components/site-contact-form';
import { TcsCard } from '@/features/settings/components/tcs-card';

/** spec 001 §2 "Admin area": /admin/settings — the site’s contact details and the business on receipts. */
export function AdminSettingsRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Settings"
        description="Contact details of the whole site and the business its receipts name."
      />
      <SiteContactForm />
      <GstSummaryCard />
      <TcsCard />
    </div>
  );
}
