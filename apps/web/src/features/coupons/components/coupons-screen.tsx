import type { Coupon } from '@wayfarer/shared/schemas/coupon';
import { Plus, Trash2 } from 'lucide-react';
import {
  ADMIN_PAGE_SIZE,
  AdminList,
  AdminPage,
  bodyCell,
  EditButton,
  useAdminListParams,
} from '@/components/admin-list';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useEditing } from '@/hooks/use-editing';
import { formatRupees } from '@/utils/format';
import { useAdminListCouponsQuery } from '../api/coupons';
import { formatDiscount, formatUses, formatWindow } from '../utils/coupon-format';
import { ActiveSwitch } from './active-switch';
import { CouponDialog } from './coupon-dialog';
import { DeleteCouponDialog } from './delete-coupon-dialog';

/**
 * /admin/coupons: every coupon with its discount, minimum order, window, uses and on/off switch;
 * add, edit and delete. The API answers the whole list, so the search and the pages are local.
 */
export function CouponsScreen() {
  const list = useAdminListParams();
  const { data, isLoading, isFetching } = useAdminListCouponsQuery();
  const editing = useEditing<Coupon>();
  const deleting = useEditing<Coupon>();

  const needle = list.query.toUpperCase();
  const matching = (data ?? []).filter((coupon) => coupon.code.includes(needle));
  const totalPages = Math.max(1, Math.ceil(matching.length / ADMIN_PAGE_SIZE));
  const rows = matching.slice((list.page - 1) * ADMIN_PAGE_SIZE, list.page * ADMIN_PAGE_SIZE);

  return (
    <AdminPage>
      <PageHeader
        title="Coupons"
        description="Codes travellers enter at checkout. With no coupons, every code answers “Invalid coupon”."
      >
        <Button type="button" variant="brand" onClick={() => editing.edit()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Coupon
        </Button>
      </PageHeader>
      <AdminList
        caption="Coupons"
        searchLabel="Search coupons"
        searchPlaceholder="Search by code"
        list={list}
        result={{ data: { results: rows, totalPages }, isLoading, isFetching }}
        columns={['Code', 'Discount', 'Minimum order', 'Valid', 'Used', 'Active', 'Actions']}
      >
        {rows.map((coupon) => (
          <tr key={coupon.id}>
            <td className={`${bodyCell} font-mono font-medium`}>{coupon.code}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatDiscount(coupon)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatRupees(coupon.minOrder)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatWindow(coupon)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatUses(coupon)}</td>
            <td className={bodyCell}>
              <ActiveSwitch coupon={coupon} />
            </td>
            <td className={`${bodyCell} w-px`}>
              <div className="flex gap-2">
                <EditButton name={coupon.code} onClick={() => editing.edit(coupon)} />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Delete ${coupon.code}`}
                  className="text-destructive hover:text-destructive"
                  onClick={() => deleting.edit(coupon)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminList>
      <CouponDialog open={editing.open} coupon={editing.item} onOpenChange={editing.onOpenChange} />
      <DeleteCouponDialog
        open={deleting.open}
        coupon={deleting.item}
        onClose={() => deleting.onOpenChange(false)}
      />
    </AdminPage>
  );
}
