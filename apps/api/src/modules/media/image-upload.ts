import { serverMessages } from '@wayfarer/shared/messages';
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '../../lib/api-messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { MAX_IMAGE_BYTES } from './image-processing.ts';

/**
 * The multipart parser's limits (app.ts). The file limit is one byte over the image limit: the
 * parser then always hands over more than MAX_IMAGE_BYTES of a file that is too large, and
 * readImagePart refuses it by counting what it received — the parser's own "truncated" signal
 * can arrive after the last chunk was read, which let some just-too-large files through.
 */
export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 10, parts: 11 };

const FILE_TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);

/**
 * The bytes of the "image" part, held in memory (10 MB at most) until every check passed.
 * Whatever is wrong with the form itself (no boundary, not multipart inside, cut short) is the
 * client's fault: 400, and nothing was stored yet.
 */
export async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  const missing = new AppError('IMAGE_MISSING', serverMessages.imageMissing);
  if (!request.isMultipart()) throw missing;
  const part = await request.file().catch(rethrowAsUploadError);
  if (part?.fieldname !== 'image') {
    part?.file.resume();
    throw missing;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > MAX_IMAGE_BYTES) break;
      chunks.push(chunk);
    }
  } catch (error) {
    rethrowAsUploadError(error);
  }
  if (received > MAX_IMAGE_BYTES || part.file.truncated) {
    throw new AppError('IMAGE_TOO_LARGE', serverMessages.imageTooLarge);
  }
  return Buffer.concat(chunks, received);
}

function rethrowAsUploadError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (FILE_TOO_LARGE_CODES.has((error as { code?: string }).code ?? '')) {
    throw new AppError('IMAGE_TOO_LARGE', serverMessages.imageTooLarge);
  }
  const status = (error as { statusCode?: number }).statusCode;
  // The parser's other limits (parts, files, fields) are 413s of their own; anything else it
  // throws is a form it could not read.
  if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', apiMessages.bodyTooLarge);
  throw new AppError('MALFORMED_UPLOAD', apiMessages.malformedUpload);
}
