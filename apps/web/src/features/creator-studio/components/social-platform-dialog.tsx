import { type SocialPlatform, socialPlatforms } from '@wayfarer/shared/enums';
import { socialPlatformIcons } from '@/components/social-platform-icons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/utils/cn';

type SocialPlatformDialogProps = {
  isOpen: boolean;
  current?: string;
  onSelect: (platform: SocialPlatform) => void;
  onCancel: () => void;
};

const platformCodes = Object.keys(socialPlatforms) as SocialPlatform[];

/** spec 000 §2: the "Select social media" picker, with a Cancel button. */
export function SocialPlatformDialog({ isOpen, current, onSelect, onCancel }: SocialPlatformDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Select social media</DialogTitle>
          <DialogDescription>Choose where this link points to.</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-2">
          {platformCodes.map((code) => {
            const Icon = socialPlatformIcons[code];
            const isCurrent = code === current;
            return (
              <Button
                key={code}
                variant="outline"
                aria-pressed={isCurrent}
                className={cn('justify-start', isCurrent && 'border-brand-700 bg-brand-50 text-brand-900')}
                onClick={() => onSelect(code)}
              >
                <Icon className="size-4" />
                {socialPlatforms[code]}
              </Button>
            );
          })}
        </div>
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
