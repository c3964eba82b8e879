// The company list of a benchmark: upload (multipart, read here), import and deletion; the use
// cases are in companies/companyFile.ts.
import { MESSAGES } from '@quartile/domain';
import { requireBenchmarking } from '../../auth/guard.ts';
import { deleteCompanyFile, importCompanies, uploadCompanyFile } from '../../companies/companyFile.ts';
import { UPLOAD_LIMIT_BYTES } from '../../companies/fileSniff.ts';
import { TooLargeError, ValidationError } from '../../errors.ts';
import type { Handlers } from '../handlers.ts';

export { FILE_MESSAGES, normalizeWebsite } from '../../companies/companyFile.ts';

export const companyFileHandlers = {
  async uploadCompanyFile(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    if (!request.isMultipart()) throw new ValidationError('Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
    if (!part) throw new ValidationError('No file was sent.', { file: [MESSAGES.requiredField] });
    const data = new Uint8Array(await part.toBuffer());
    if (part.file.truncated) throw new TooLargeError(`The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`);
    const sheetField = (part.fields.sheet_name as { value?: unknown } | undefined)?.value;
    const sheetName = typeof sheetField === 'string' && sheetField.trim() ? sheetField.trim().slice(0, 200) : null;
    const file = await uploadCompanyFile(ctx, auth, request.params.benchmark_id, { filename: part.filename, data, sheetName });
    reply.code(201);
    return file;
  },

  async importCompanies(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return importCompanies(ctx, auth, request.params.benchmark_id, request.body);
  },

  async deleteCompanyFile(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return deleteCompanyFile(ctx, auth, request.params.benchmark_id);
  },
} satisfies Handlers;
