// Year-on-year roll-forward (spec section 7): the file upload (multipart, read here), matching,
// import and removal of a year; the use cases are in yearOnYear/rollForward.ts.
import { requireBenchmarking } from '../../auth/guard.ts';
import { UPLOAD_LIMIT_BYTES } from '../../companies/fileSniff.ts';
import { TooLargeError, ValidationError } from '../../errors.ts';
import { importRollForwardYear, processRollForwardFile, removeRollForwardYear, uploadRollForwardFile } from '../../yearOnYear/rollForward.ts';
import type { Handlers } from '../handlers.ts';

export const yearOnYearHandlers = {
  async yoyUploadFileHeaders(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    if (!request.isMultipart()) throw new ValidationError('Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
    if (!part) throw new ValidationError('No file was sent.', { file: ['This field is required'] });
    const data = new Uint8Array(await part.toBuffer());
    if (part.file.truncated) throw new TooLargeError(`The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`);
    const field = (name: string) => (part.fields[name] as { value?: unknown } | undefined)?.value;
    return uploadRollForwardFile(ctx, auth, request.params.benchmark_id, {
      filename: part.filename,
      data,
      fields: { headers: field('headers'), sheet_names: field('sheet_names'), sheet_name: field('sheet_name') },
    });
  },

  async yoyProcessFile(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return processRollForwardFile(ctx, auth, request.params.benchmark_id, request.body);
  },

  async yoyImportData(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return importRollForwardYear(ctx, auth, request.params.benchmark_id, request.body);
  },

  async yoyRemoveYear(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return removeRollForwardYear(ctx, auth, request.params.benchmark_id, request.body.year);
  },
} satisfies Handlers;
