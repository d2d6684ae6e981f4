import { Button } from '@/components/ui/button';

/**
 * The foot of each tab: saving advances to the next tab (spec 001 §4 "Editor"). Left-aligned so the
 * bottom-right notifications (e.g. 'Image uploaded!') never sit on top of it.
 */
export function SaveBar({ isSaving, isLast = false }: { isSaving: boolean; isLast?: boolean }) {
  return (
    <div className="flex border-t pt-4">
      <Button type="submit" variant="brand" isLoading={isSaving}>
        {isLast ? 'Save' : 'Save and continue'}
      </Button>
    </div>
  );
}
