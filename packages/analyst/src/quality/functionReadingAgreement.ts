/**
 * How often the TNMM function the analysis reads from a company's own words (the result's
 * core_function) agrees with the business activity the company filed in its register profile
 * (the ccc "primary business activity": manufacturer, wholesaler / distributor, services, retail).
 * Manufacturer-vs-distributor-vs-service is the first cut of most TNMM searches, so it bounds the
 * decisions of every task with a function in its criteria. A measurement, not a target: a profile's
 * activity and a description can honestly disagree (a maker that lists mostly its design work).
 */
import { createLocalProvider } from '../analysis/local.ts';
import { descriptionSource } from '../sources/source.ts';
import type { TnmmFunction } from '../types.ts';

/** The register's activity classes (ccc primary business activity, first word). */
export type RegisterActivity = 'manufacturer' | 'distributor' | 'services' | 'retail';

export interface FunctionCompany {
  readonly name: string;
  readonly text: string;
  readonly activity: RegisterActivity;
}

export interface FunctionAgreement {
  readonly companies: number;
  /** Companies the analysis gives no function (the sources do not show one). */
  readonly unread: number;
  /** Share whose function falls in the register's activity class (unread counts as a miss). */
  readonly agreement: number;
  /** Per register class: companies, share agreeing, share unread. */
  readonly byActivity: Readonly<Record<RegisterActivity, { readonly companies: number; readonly agreement: number; readonly unread: number }>>;
  /** The most frequent confusions, "register->read": count ("->none" when unread). */
  readonly confusions: readonly (readonly [string, number])[];
}

/** The register class each TNMM function falls in (holding and diversified fall in none). */
const CLASS_OF: Readonly<Record<TnmmFunction, RegisterActivity | null>> = {
  'full-fledged distributor': 'distributor',
  'limited-risk distributor': 'distributor',
  'commission agent': 'distributor',
  'contract manufacturer': 'manufacturer',
  'full-fledged manufacturer': 'manufacturer',
  'routine service provider': 'services',
  'IT services': 'services',
  'contract R&D': 'services',
  'software/IP owner': 'services',
  financial: 'services',
  retailer: 'retail',
  holding: null,
  diversified: null,
};

/** The register class of a ccc primary business activity (null for associations and government). */
export function registerActivity(primaryBusinessActivity: string): RegisterActivity | null {
  const first = primaryBusinessActivity.split(/[\s/]/)[0]?.toLowerCase();
  return first === 'manufacturer' ? 'manufacturer' : first === 'trading' ? 'distributor' : first === 'services' ? 'services' : first === 'retail' ? 'retail' : null;
}

/** Criteria that name no function, so the function read is the company's alone. */
const NEUTRAL = { accept: ['independent company'], reject: [] };

const share = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 1000;

export async function functionAgreement(companies: readonly FunctionCompany[], confusions = 12): Promise<FunctionAgreement> {
  const provider = createLocalProvider();
  const classes: RegisterActivity[] = ['manufacturer', 'distributor', 'services', 'retail'];
  const per = new Map(classes.map((c) => [c, { companies: 0, agree: 0, unread: 0 }]));
  const confused = new Map<string, number>();
  for (const c of companies) {
    const result = await provider.analyze({ company: { name: c.name }, sources: [descriptionSource(c.text)], criteria: NEUTRAL });
    const read = result.core_function === null ? null : CLASS_OF[result.core_function];
    const p = per.get(c.activity) as { companies: number; agree: number; unread: number };
    p.companies++;
    if (result.core_function === null) p.unread++;
    if (read === c.activity) p.agree++;
    else {
      const key = `${c.activity}->${read ?? result.core_function ?? 'none'}`;
      confused.set(key, (confused.get(key) ?? 0) + 1);
    }
  }
  const total = [...per.values()].reduce((s, p) => ({ companies: s.companies + p.companies, agree: s.agree + p.agree, unread: s.unread + p.unread }), { companies: 0, agree: 0, unread: 0 });
  return {
    companies: total.companies,
    unread: total.unread,
    agreement: share(total.agree, total.companies),
    byActivity: Object.fromEntries(classes.map((c) => {
      const p = per.get(c) as { companies: number; agree: number; unread: number };
      return [c, { companies: p.companies, agreement: share(p.agree, p.companies), unread: share(p.unread, p.companies) }];
    })) as FunctionAgreement['byActivity'],
    confusions: [...confused].sort((a, b) => b[1] - a[1]).slice(0, confusions),
  };
}
