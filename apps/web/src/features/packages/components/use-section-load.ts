import { messages } from '@wayfarer/shared/messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { adminToast } from '@/components/ui/admin-toast';
import { type PackageArea, packageListPath } from '../utils/area';

type SectionResult = { data?: unknown; isLoading: boolean; isError: boolean; isSuccess: boolean };

/**
 * spec 001 §8 and §4 "Editor": a tab's load shows 'Fetching...' then 'Fetched successfully!';
 * a failed or empty load says 'Unable to fetch data!' and returns to the area's package list.
 */
export function useSectionLoad(result: SectionResult, area: PackageArea) {
  const navigate = useNavigate();
  const toastId = useRef<string | number | undefined>(undefined);
  const { data, isLoading, isError, isSuccess } = result;

  useEffect(() => {
    if (isLoading && toastId.current === undefined) {
      toastId.current = adminToast.loading('Fetching...');
      return;
    }
    if (toastId.current === undefined) return;
    if (isError || (isSuccess && !data)) {
      adminToast.error('Unable to fetch data!', { id: toastId.current });
      toastId.current = undefined;
      navigate(packageListPath(area), { replace: true });
    } else if (isSuccess) {
      adminToast.success(messages.fetched, { id: toastId.current });
      toastId.current = undefined;
    }
  }, [data, isLoading, isError, isSuccess, area, navigate]);
}
