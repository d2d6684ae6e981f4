import { messages } from '@wayfarer/shared/messages';
import { ImageIcon, Upload } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Img } from '@/components/ui/img';
import { Progress } from '@/components/ui/progress';
import { useUploadImage } from '@/lib/upload-image';
import { cn } from '@/utils/cn';

// The cropper (and its stylesheet) loads only once someone picks a file.
const ImageCropDialog = lazy(async () => ({
  default: (await import('./image-crop-dialog')).ImageCropDialog,
}));

const previewClasses = {
  /** spec 000 §9: the avatar shows at 100x100. */
  avatar: 'size-[100px] rounded-full',
  /** spec 000 §9: the banner preview is 300 px high. */
  banner: 'h-[300px] w-full rounded-lg',
  card: 'aspect-[4/3] w-full rounded-lg',
} as const;

type ImageUploadFieldProps = {
  /** The file input's accessible name, e.g. "Upload profile image"; it contains `buttonText`. */
  label: string;
  /** The visible text of the upload button (the label by default). */
  buttonText?: string;
  value: string;
  onChange: (url: string) => void;
  /** Crop aspect (width / height): 1 for avatars, 4 / 3 for banners and memories. */
  aspect?: number;
  minWidth?: number;
  minHeight?: number;
  preview?: keyof typeof previewClasses;
  /** Text for the preview image (empty when the image is decorative). */
  previewAlt?: string;
  error?: string;
  className?: string;
};

/**
 * spec 000 §4 "Image upload": choose a file, crop it, Continue, upload with progress (toasts
 * "Uploading..." then "Image uploaded!" or the error), and the new URL goes into the form.
 */
export function ImageUploadField({
  label,
  buttonText = label,
  value,
  onChange,
  aspect = 1,
  minWidth,
  minHeight,
  preview = 'card',
  previewAlt = '',
  error,
  className,
}: ImageUploadFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const uploadImage = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isUploading = progress !== null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Clear the input so picking the same file again opens the cropper again.
    event.target.value = '';
    setFile(picked);
  };

  const onCropped = async (image: Blob) => {
    const name = `${file?.name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
    setFile(null);
    setProgress(0);
    const toastId = toast.loading(messages.uploading);
    const result = await uploadImage(image, name, setProgress);
    setProgress(null);
    if (result.ok) {
      toast.success(messages.imageUploaded, { id: toastId });
      onChange(result.url);
    } else {
      toast.error(result.message ?? messages.uploadFailed, { id: toastId });
    }
  };

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        className={cn(
          'relative flex shrink-0 items-center justify-center overflow-hidden border bg-zinc-100 text-muted-foreground',
          previewClasses[preview],
          error && 'border-destructive',
        )}
      >
        {value ? (
          <Img src={value} alt={previewAlt} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className={preview === 'avatar' ? 'size-8' : 'size-10'} />
        )}
      </div>
      <div className="grid gap-2">
        <div>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={isUploading}
            onChange={onPick}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-white px-3 text-sm font-medium transition-colors hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <Upload aria-hidden="true" className="size-4" />
            {buttonText}
          </label>
        </div>
        {isUploading && (
          <Progress value={progress} label={`${label}: upload progress`} className="max-w-64" />
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>

      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            aspect={aspect}
            minWidth={minWidth}
            minHeight={minHeight}
            onCancel={() => setFile(null)}
            onCropped={onCropped}
          />
        </Suspense>
      )}
    </div>
  );
}
