import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { minimumCrop } from '@wayfarer/shared/rules/image-crop';

// spec 000 §9: cropper auto crop area 0.8, wheel zoom ratio 0.1, minimum container 200x100. The
// minimum crop follows the aspect (shared rule minimumCrop: a 16:4 banner 1600 × 400, squarer
// crops 500 on the short side). Output is JPEG (spec 000 §2), at most 1600 px on the long side.
const MAX_OUTPUT_SIDE = 1600;
const JPEG_QUALITY = 0.9;

export type ImageCropDialogProps = {
  /** The picked file; the dialog is open while there is one. */
  file: File | null;
  /** Width / height: 1 for avatars, 4 / 3 for banners and memories. */
  aspect?: number;
  minWidth?: number;
  minHeight?: number;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
};

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'invalid'; message: string };

function useImageFile(file: File | null, minWidth: number, minHeight: number): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    if (!file) return;
    setState({ status: 'loading' });
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      // Too small to give a sharp crop of the minimum size: say so rather than upscale it.
      if (image.naturalWidth < minWidth || image.naturalHeight < minHeight) {
        setState({
          status: 'invalid',
          message: `This image is ${image.naturalWidth} × ${image.naturalHeight} pixels. Choose one at least ${minWidth} × ${minHeight} pixels.`,
        });
      } else {
        setState({ status: 'ready', url });
      }
    };
    image.onerror = () =>
      setState({
        status: 'invalid',
        message: 'This file could not be read as an image. Choose a JPEG, PNG or WebP picture.',
      });
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, minWidth, minHeight]);
  return state;
}

/** spec 000 §2 "Image crop dialog": crop the picked image, then Cancel or Continue. */
export function ImageCropDialog({
  file,
  aspect = 1,
  minWidth = minimumCrop(aspect).width,
  minHeight = minimumCrop(aspect).height,
  onCancel,
  onCropped,
}: ImageCropDialogProps) {
  const cropperRef = useRef<ReactCropperElement>(null);
  const [readyUrl, setReadyUrl] = useState<string>();
  const [isExporting, setExporting] = useState(false);
  const image = useImageFile(file, minWidth, minHeight);
  const isCropperReady = image.status === 'ready' && readyUrl === image.url;

  const onContinue = () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return;
    setExporting(true);
    // The output is never smaller than the minimum, whatever the container size of the crop box.
    const canvas = cropper.getCroppedCanvas({
      minWidth,
      minHeight,
      maxWidth: MAX_OUTPUT_SIDE,
      maxHeight: MAX_OUTPUT_SIDE,
      fillColor: '#fff',
      imageSmoothingEnabled: true,
      imageSmoothingQuality: 'high',
    });
    canvas.toBlob(
      (blob) => {
        setExporting(false);
        if (blob) onCropped(blob);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Crop image</DialogTitle>
          <DialogDescription>
            Drag to move the frame, use the handles to resize it and scroll to zoom. The image must be at
            least {minWidth} × {minHeight} pixels.
          </DialogDescription>
        </DialogHeader>

        <div className="flex min-h-64 items-center justify-center overflow-hidden rounded-md bg-zinc-100">
          {image.status === 'loading' && <Spinner className="size-6 text-brand-700" label="Loading image" />}
          {image.status === 'invalid' && (
            <p role="alert" className="max-w-sm px-4 py-10 text-center text-sm font-medium text-destructive">
              {image.message}
            </p>
          )}
          {image.status === 'ready' && (
            <Cropper
              ref={cropperRef}
              src={image.url}
              alt="Image to crop"
              className="h-[min(60dvh,420px)] w-full"
              aspectRatio={aspect}
              viewMode={1}
              autoCropArea={0.8}
              wheelZoomRatio={0.1}
              minContainerWidth={200}
              minContainerHeight={100}
              background={false}
              responsive
              guides
              ready={() => setReadyUrl(image.url)}
            />
          )}
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="brand" onClick={onContinue} disabled={!isCropperReady} isLoading={isExporting}>
            Continue
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
