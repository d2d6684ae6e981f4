import { type SocialPlatform, socialPlatforms } from '@wayfarer/shared/enums';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { socialPlatformIcons } from '@/components/social-platform-icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { SocialPlatformDialog } from './social-platform-dialog';

type SocialLinksShape = { socialMediaLinks: { type: string; link: string }[] };

const isPlatform = (type: string): type is SocialPlatform => type in socialPlatforms;

/**
 * spec 000 §2: the social media links list. Rows are added blank (no platform, no link) or
 * removed; each row's platform is chosen in the "Select social media" dialog.
 */
export function SocialLinksField() {
  const {
    control,
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<SocialLinksShape>();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialMediaLinks' });
  const rows = useWatch({ control, name: 'socialMediaLinks' });
  const [pickingFor, setPickingFor] = useState<number | null>(null);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">Social media links</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">Add the profiles your followers know you from.</p>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        const type = rows?.[index]?.type ?? '';
        const Icon = isPlatform(type) ? socialPlatformIcons[type] : null;
        const platformText = isPlatform(type) ? socialPlatforms[type] : 'Select platform';
        const rowErrors = errors.socialMediaLinks?.[index];
        const errorId = `social-link-${field.id}-error`;
        return (
          <div key={field.id} role="group" aria-label={`Social link ${n}`} className="grid gap-1.5">
            <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[11rem_1fr_auto]">
              <Button
                variant="outline"
                aria-haspopup="dialog"
                aria-label={`${platformText} (social link ${n})`}
                aria-invalid={rowErrors?.type ? true : undefined}
                className={cn(
                  'justify-start',
                  !Icon && 'text-muted-foreground',
                  rowErrors?.type && 'border-destructive',
                )}
                onClick={() => setPickingFor(index)}
              >
                {Icon && <Icon className="size-4" />}
                {platformText}
              </Button>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                aria-label={`Social link ${n} URL`}
                aria-invalid={rowErrors?.link ? true : undefined}
                aria-describedby={rowErrors ? errorId : undefined}
                className="order-last col-span-2 sm:order-none sm:col-span-1"
                {...register(`socialMediaLinks.${index}.link`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove social link ${n}`}
                className="text-muted-foreground hover:text-destructive"
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {rowErrors && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {[rowErrors.type?.message, rowErrors.link?.message].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ type: '', link: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add social link
        </Button>
      </div>
      <SocialPlatformDialog
        isOpen={pickingFor !== null}
        current={pickingFor === null ? undefined : rows?.[pickingFor]?.type}
        onCancel={() => setPickingFor(null)}
        onSelect={(platform) => {
          if (pickingFor !== null) {
            setValue(`socialMediaLinks.${pickingFor}.type`, platform, {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            });
          }
          setPickingFor(null);
        }}
      />
    </fieldset>
  );
}
