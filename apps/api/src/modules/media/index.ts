// The public face of the media module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { variantOf } from './image-variants.ts';
export { IMMUTABLE, registerMediaFiles } from './media-files.ts';
export { S3Storage } from './s3-storage.ts';
export { mediaDir, readLocalMedia } from './storage.ts';
