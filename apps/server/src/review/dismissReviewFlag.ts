// Use case: a person dismisses a Review Analyst flag, saying why it does not change the decision.
import type { Company } from '@quartile/api';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { readCompany, updateCompany } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { lockForWrite, type CompanyAddress } from '../decisions/companyWrite.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { dismissFlag, lockFlag } from './reviewStore.ts';

export const FLAG_NOT_FOUND = 'Flag not found';
const NOTE_REQUIRED = 'Say why the flag does not change the decision.';

export async function dismissReviewFlag(
  ctx: AppContext,
  auth: AuthContext,
  address: CompanyAddress,
  flagId: string,
  rawNote: string,
  ifMatch: string | undefined,
): Promise<Company> {
  const note = rawNote.trim();
  if (!note) throw new ValidationError(NOTE_REQUIRED, { note: [NOTE_REQUIRED] });
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const row = await lockForWrite(sql, address, ifMatch);
    const flag = await lockFlag(sql, row.id, flagId);
    if (!flag) throw new NotFoundError(FLAG_NOT_FOUND);
    if (flag.dismissed_at) throw new WorkflowError('alreadyDismissed', 'This flag was already dismissed.');
    await dismissFlag(sql, row.id, flagId, auth.userId, note);
    await updateCompany(sql, auth.firmId, row.id, {});
    await recordUserEvent(sql, auth, {
      benchmarkId: row.benchmark_id,
      companyId: row.id,
      action: 'review.flag_dismissed',
      details: { flag_id: flagId, kind: flag.kind, severity: flag.severity, message: flag.message },
      before: { dismissed: false },
      after: { dismissed: true, note },
    });
    return readCompany(sql, row.id);
  });
}
