import { messages } from '@wayfarer/shared/messages';
import type { CreatorAdminRow } from '@wayfarer/shared/schemas/creator';
import { AdminList, AdminPage, bodyCell, useAdminListParams } from '@/components/admin-list';
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
      >
        {rows.map((creator) => (
          <tr key={creator.id}>
            <td className={bodyCell}>
              <Img
                src={creator.profileImage ?? undefined}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 rounded-full object-cover"
              />
            </td>
            <td className={`${bodyCell} font-medium`}>{creator.fullName}</td>
            <td className={bodyCell}>@{creator.username}</td>
            <td className={`${bodyCell} min-w-48 [overflow-wrap:anywhere]`}>{creator.email}</td>
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
