// A web search's work on one company: check its website and read the homepage plus a few relevant
// pages of the same site (robots.txt honoured, SSRF-safe), store each page as an immutable source,
// and label the website's problem (URL Inaccessible, URL Not Found, Reading Issue, Other).
import { descriptionSource, gatherWebsite, type GatherResult, type Source as AnalystSource } from '@quartile/analyst';
import { COMPANY_STATUS } from '@quartile/domain';
import { storeSources } from '../analysis/sourceStore.ts';
import { saveWebSearchFindings } from '../companies/companyStore.ts';
import { loadRunCompany, mergeSourceRefs } from './companySources.ts';
import type { ItemHandler } from './items.ts';
import { webSearchRecord } from './webSearchRecord.ts';

interface WebSearchWork {
  readonly website: GatherResult;
  readonly description: AnalystSource | null;
}

export const webSearchItemHandler: ItemHandler<WebSearchWork> = {
  async work(ctx, item, signal) {
    const company = await loadRunCompany(ctx.database.sql, item.firmId, item.companyId);
    if (!company) throw new Error('The company no longer exists.');
    const website = await gatherWebsite(company.website ?? '', { allowPrivateNetworks: ctx.config.analyst.allowPrivateNetworks, maxPages: 4, signal });
    const description = company.database_description?.trim() ? descriptionSource(company.database_description.trim()) : null;
    return { website, description };
  },

  async commit(sql, item, work, effects) {
    const company = await loadRunCompany(sql, item.firmId, item.companyId);
    if (!company) return { status: 'failed', result: null, error: 'The company no longer exists.' };
    const { website, description } = work;
    const { ids, refs } = await storeSources(sql, { firmId: item.firmId, benchmarkId: item.benchmarkId, companyId: item.companyId }, [...(description ? [description] : []), ...website.sources]);
    const sources = mergeSourceRefs(company.sources, ['database_description', 'website'], refs);
    // A company with something to read becomes Ready for Analysis; any other status is the workflow's.
    const ready = company.status === COMPANY_STATUS.notAnalyzed && (website.issue === null || description !== null);
    await saveWebSearchFindings(sql, item.companyId, { urlIssue: website.issue, sources, readyStatus: ready ? COMPANY_STATUS.readyForAnalysis : null });
    const result = webSearchRecord(website, ids, refs.map((r) => r.id));
    effects.event({
      firmId: item.firmId,
      benchmarkId: item.benchmarkId,
      companyId: item.companyId,
      actor: { kind: 'research_analyst' },
      action: 'sources.gathered',
      details: { job_id: item.jobId, url: website.url, pages: website.sources.length, issue: website.issue, detail: website.detail },
      before: { url_issue: company.url_issue },
      after: { url_issue: website.issue },
    });
    return { status: website.issue ? 'failed' : 'succeeded', result, error: website.issue ? `${website.issue}: ${website.detail}` : null };
  },

  async fail(_sql, _item, error) {
    return { status: 'failed', result: null, error: error.message };
  },
};
