/**
 * Reads the one image of an upload request: a multipart/form-data body with the file in field
 * `file` (plus at most a few short text fields), held in memory up to the image size limit.
 * Whatever is wrong with the body is the client's doing, so every parse failure is a 4xx
 * answer: 413 for what is too large, 400 for the rest (truncated body, bad boundary, two files).
 */
import multer from 'multer';
import { IMAGE_MAX_BYTES, TOURNAMENT_TEXT, UPLOAD_TEXT, VALIDATION } from '@squadhub/shared';
import { badRequest, tooLarge, type DomainError } from '../domain/errors.js';
import { asStep } from '../http/steps.js';

const upload = multer({
  storage: multer.memoryStorage(),
  // A file name without an explicit charset is read as UTF-8, as browsers send it: busboy's
  // default, latin1, would turn each non-ASCII letter of "Пуля.png" into two or three others.
  defParamCharset: 'utf8',
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
});

function uploadError(err: unknown): DomainError {
  if (!(err instanceof multer.MulterError)) {
    // busboy's own errors (no boundary, unexpected end of form, malformed part header) and a
    // request the client aborted: nothing here is the server's fault.
    return badRequest(UPLOAD_TEXT.unreadable);
  }
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(VALIDATION.imageTooLarge);
    case 'LIMIT_FIELD_VALUE':
      return tooLarge(UPLOAD_TEXT.fieldTooLong);
    case 'LIMIT_FILE_COUNT':
      return badRequest(UPLOAD_TEXT.oneFileOnly);
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(TOURNAMENT_TEXT.imageRequired);
    default:
      return badRequest(UPLOAD_TEXT.unreadable);
  }
}

/**
 * Parses the multipart body into req.file (the image in `field`) and req.body; a body that is not
 * multipart passes (no file).
 */
export const imageIn = (field: 'file' | 'image') =>
  asStep('validate', (req, res, next) => {
    upload.single(field)(req, res, (err: unknown) => next(err ? uploadError(err) : undefined));
  });

/** The image in the field `file`, as most uploads send it. */
export const singleImage = imageIn('file');
