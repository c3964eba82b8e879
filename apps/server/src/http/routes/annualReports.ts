// Annual reports: upload (multipart, read here), the list, and queueing their processing; the
// use cases are in annualReports/.
import { MESSAGES } from '@quartile/domain';
import type { FastifyRequest } from 'fastify';
import { requireBenchmarking } from '../../auth/guard.ts';
import { ANNUAL_REPORT_LIMIT_BYTES, getAnnualReports, importAnnualReports, processAnnualReports, type ReportUpload } from '../../annualReports/importAnnualReports.ts';
import { TooLargeError, ValidationError } from '../../errors.ts';
import type { Handlers } from '../handlers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The multipart upload: one file in `file`, and optionally the company in `company_id`. */
async function readUpload(request: FastifyRequest): Promise<ReportUpload> {
  if (!request.isMultipart()) throw new ValidationError('Send the report as multipart/form-data in the field "file".');
  let filename: string | null = null;
  let data: Uint8Array | null = null;
  let companyId: string | null = null;
  for await (const part of request.parts({ limits: { fileSize: ANNUAL_REPORT_LIMIT_BYTES, files: 1, fields: 3 } })) {
    if (part.type === 'file') {
      filename = part.filename;
      data = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) throw new TooLargeError(`The file is larger than ${ANNUAL_REPORT_LIMIT_BYTES / 1024 / 1024} MB.`);
    } else if (part.fieldname === 'company_id' && typeof part.value === 'string' && part.value.trim() !== '') {
      companyId = part.value.trim();
    }
  }
  if (filename === null || !data) throw new ValidationError('No file was sent.', { file: [MESSAGES.requiredField] });
  if (companyId !== null && !UUID.test(companyId)) throw new ValidationError('The request is not valid.', { company_id: ['Must match format "uuid"'] });
  return { filename, data, companyId };
}

export const annualReportHandlers = {
  async listAnnualReports(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getAnnualReports(ctx, auth.firmId, request.params.benchmark_id);
  },

  async importAnnualReports(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const upload = await readUpload(request);
    return importAnnualReports(ctx, auth, request.params.benchmark_id, upload);
  },

  async processAnnualReports(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const job = await processAnnualReports(ctx, auth, request.params.benchmark_id, request.body?.company_ids);
    reply.code(202);
    return job;
  },
} satisfies Handlers;
