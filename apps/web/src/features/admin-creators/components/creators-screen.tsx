import { messages } from '@wayfarer/shared/messages';
import type { CreatorAdminRow } from '@wayfarer/shared/schemas/creator';
import { AdminCard, AdminList, AdminPage, bodyCell, useAdminListParams } from '@/components/admin-list';
import { BreakableText } from '@/components/breakable-text';
import { PageHeader } from '@/components/page-header';
import { adminToast } from '@/components/ui/admin-toast';
import { Img } from '@/components/ui/img';
import { useAdminListCreatorsQuery } from '@/lib/admin-creators-api';
import { serverMessageOf } from '@/lib/api-error';
import { cn } from '@/utils/cn';
import { useFeatureCreatorMutation } from '../api/admin-creators';

/** The Featured switch: PATCH /v1/creators/{id}/feature {featured}. */
function FeaturedSwitch({ creator }: { creator: CreatorAdminRow }) {
  const [featureCreator, { isLoading }] = useFeatureCreatorMutation();
  const isOn = creator.featured;
  const toggle = async () => {
    const result = await featureCreator({ id: creator.id, featured: !isOn });
    if (result.error) {
      adminToast.destructive(serverMessageOf(result.error) ?? 'Failed!', messages.somethingWrong);
      return;
    }
    adminToast.success(
      isOn ? `${creator.fullName} is no longer featured` : `${creator.fullName} is featured`,
    );
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={`Featured: ${creator.fullName}`}
      disabled={isLoading}
      onClick={toggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60',
        isOn ? 'bg-brand-700' : 'bg-zinc-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'block size-5 rounded-full bg-white shadow transition-transform',
          isOn ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}

function CreatorImage({ creator }: { creator: CreatorAdminRow }) {
  return (
    <Img
      src={creator.profileImage ?? undefined}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-full object-cover"
    />
  );
}

/** spec 001 §2: /admin/creators — Image, Name, Username, Email, phone, and Featured. */
export function CreatorsScreen() {
  const list = useAdminListParams();
  const result = useAdminListCreatorsQuery({ page: list.page, query: list.query });
  const { data } = result;
  const rows = data?.results ?? [];
  return (
    <AdminPage>
      <PageHeader title="Creators" description="Everyone who publishes trips on Wayfarer." />
      <AdminList
        caption="Creators"
        searchLabel="Search creators"
        searchPlaceholder="Search by name, username or email"
        list={list}
        result={result}
        columns={['Image', 'Name', 'Username', 'Email', 'Phone', 'Featured']}
        cards={rows.map((creator) => (
          <AdminCard key={creator.id}>
            <div className="flex items-center gap-3">
              <CreatorImage creator={creator} />
              <div className="min-w-0">
                <h2 className="font-semibold [overflow-wrap:break-word]">{creator.fullName}</h2>
                <p className="text-muted-foreground">
                  <BreakableText text={`@${creator.username}`} />
                </p>
              </div>
            </div>
            <p className="grid gap-0.5">
              <BreakableText text={creator.email} />
              <span>{creator.phoneNumber}</span>
            </p>
            <span className="flex items-center gap-2">
              <FeaturedSwitch creator={creator} />
              <span aria-hidden="true">Featured</span>
            </span>
          </AdminCard>
        ))}
      >
        {rows.map((creator) => (
          <tr key={creator.id}>
            <td className={bodyCell}>
              <CreatorImage creator={creator} />
            </td>
            <td className={`${bodyCell} font-medium`}>
              {/* A long name wraps within its column, leaving the e-mail room for one line. */}
              <div className="max-w-60 min-w-36 [overflow-wrap:break-word]">{creator.fullName}</div>
            </td>
            <td className={bodyCell}>
              <BreakableText text={`@${creator.username}`} />
            </td>
            <td className={bodyCell}>
              <BreakableText text={creator.email} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>{creator.phoneNumber}</td>
            <td className={bodyCell}>
              <FeaturedSwitch creator={creator} />
            </td>
          </tr>
        ))}
      </AdminList>
    </AdminPage>
  );
}
