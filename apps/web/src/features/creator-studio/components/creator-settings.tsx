import { messages } from '@wayfarer/shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { SharePanel } from '@/components/share-panel';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessageOf } from '@/lib/api-error';
import { useGetBannerImagesQuery } from '../api/banner-images';
import { useGetMyCreatorQuery } from '../api/get-my-creator';
import { useGetMemoriesQuery } from '../api/memories';
import { GallerySettingsForm } from './gallery-settings-form';
import { MemoriesSettingsForm } from './memories-settings-form';
import { ProfileSettingsForm } from './profile-settings-form';

// Inactive tabs stay mounted (hidden), so unsaved edits survive switching tabs.
const panelClasses = 'data-[state=inactive]:hidden';

/**
 * spec 000 §2 "Creator Settings": Profile, Gallery and Memories tabs. A spinner shows while the
 * creator record loads; a failed load of any of the three sends the creator to the dashboard.
 */
export function CreatorSettings({ creatorId }: { creatorId: string }) {
  const navigate = useNavigate();
  const profile = useGetMyCreatorQuery();
  const gallery = useGetBannerImagesQuery(creatorId);
  const memories = useGetMemoriesQuery(creatorId);
  // A query that failed before this visit keeps its old error while it is tried again; only a
  // failure of a request started during this visit sends the creator back.
  const [mountedAt] = useState(() => Date.now());
  const failed = [profile, gallery, memories].find(
    (query) => query.isError && (query.startedTimeStamp ?? 0) >= mountedAt,
  );
  const error = failed?.error;
  const hasFailed = failed !== undefined;

  useEffect(() => {
    if (!hasFailed) return;
    toast.error(serverMessageOf(error) ?? messages.somethingWrong);
    void navigate('/creator/dashboard', { replace: true });
  }, [hasFailed, error, navigate]);

  const isReady = [profile, gallery, memories].every((query) => query.data && !query.isError);
  if (hasFailed || !isReady || !profile.data || !gallery.data || !memories.data) return <PageSpinner />;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <Tabs defaultValue="profile">
        <TabsList aria-label="Settings sections" className="w-full sm:w-auto">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="gallery">Gallery</TabsTrigger>
          <TabsTrigger value="memories">Memories</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" forceMount className={panelClasses}>
          <div className="grid gap-6">
            <ProfileSettingsForm creator={profile.data} />
            {/* The profile's short links, one per channel. */}
            <SharePanel
              title="Share your profile"
              description="A short link per channel: the funnel on your dashboard shows which one brought visitors and bookings."
            />
          </div>
        </TabsContent>
        <TabsContent value="gallery" forceMount className={panelClasses}>
          <GallerySettingsForm banners={gallery.data} />
        </TabsContent>
        <TabsContent value="memories" forceMount className={panelClasses}>
          <MemoriesSettingsForm memories={memories.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
