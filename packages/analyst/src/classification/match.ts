/**
 * A criterion against a company, both read as activities: the criterion's profile (its reading,
 * or the reading a user adjusted, or, for a bare function word such as "Manufacturers", every
 * industry of that function) compared along the NAICS hierarchy with the company's activities.
 */
import type { CriterionReadingOverride } from '../types.ts';
import type { EvidenceSentence } from '../analysis/evidence.ts';
import { classificationIndex } from './classificationIndex.ts';
import type { CompanyReading } from './company.ts';
import { functionPrefixes } from './functions.ts';
import { criterionConcepts } from '../analysis/evidence.ts';
import { contribution, profileOf, readCriterion, type CriterionReading, type Profile } from './read.ts';

export interface CriterionProfile {
  readonly reading: CriterionReading;
  /** null when the criterion names no activity (then the lexicon alone reads it). */
  readonly profile: Profile | null;
  /**
   * The hierarchy level (1: 3-digit subsector, 2: 4-digit industry group) at which the criterion
   * names its industries, when CONCENTRATED (40 %) of its profile lies in one node there (the deeper level
   * first); null for a diffuse one, a bare function word or a user's adjusted reading.
   */
  readonly level: number | null;
}

const cache = new Map<string, CriterionProfile>();

/** The criterion's profile; cached per text and override (a run reads the same few criteria for every company). */
export function criterionProfile(criterion: string, concepts: readonly string[], override?: CriterionReadingOverride): CriterionProfile {
  const key = `${criterion}\u0000${concepts.join(',')}\u0000${override ? JSON.stringify(override.activities) : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const index = classificationIndex();
  const functions = functionPrefixes(leadingConcepts(criterion, concepts));
  const reading = readCriterion(criterion, functions, index);
  let profile: Profile | null = null;
  if (override && override.activities.length > 0) {
    const industries = override.activities.flatMap((a) => index.industriesFor(a.scheme, a.code).slice(0, 40).map((i) => ({ index: i, weight: a.score })));
    profile = profileOf(industries, index);
  } else if (reading.readable) profile = profileOf(reading.reading.industries, index);
  else if (functions.length > 0) {
    // A bare function word: the whole function, equally.
    profile = profileOf(index.industries.flatMap((c, i) => (functions.some((p) => c.code.startsWith(p)) ? [{ index: i, weight: 1 }] : [])), index);
  }
  let level: number | null = null;
  if (profile && reading.readable && !(override && override.activities.length > 0)) {
    for (const l of [2, 1]) {
      const top = Math.max(0, ...(profile.levels[l] as ReadonlyMap<string, number>).values());
      if (top >= CONCENTRATED) {
        level = l;
        break;
      }
    }
  }
  const found = { reading, profile, level };
  if (cache.size >= 1_000) cache.clear();
  cache.set(key, found);
  return found;
}

/**
 * The function words of a criterion that name its activity, not its object: those before its first
 * "of" ("manufacturing of agricultural, construction, mining and oilfield machinery" is
 * manufacturing; "mining" names whose machinery), when any is there; else all of them.
 */
function leadingConcepts(criterion: string, concepts: readonly string[]): readonly string[] {
  const at = criterion.search(/\sof\s/i);
  if (at < 0) return concepts;
  const lead = criterionConcepts(criterion.slice(0, at));
  return lead.length > 0 ? lead : concepts;
}

export interface CriterionMatch {
  /** Share of the company's activity (by squared weight) this criterion covers, 0..1. */
  readonly similarity: number;
  /** The company's sentences that carry it, best first. */
  readonly evidence: EvidenceSentence[];
  readonly activity: CompanyReading['activities'][number] | null;
  /** How close the company's nearest activity sits to the criterion (1: one of the criterion's own industries; 0.6: its subsector only). */
  readonly closeness: number;
}

/** How sharply an activity's credit goes to the criterion closest to it (the power of the soft assignment). */
const SHARPNESS = 4;
/**
 * Share of the closeness every criterion has to an activity that does not assign it: when the
 * criteria share a sector (steel and plastics makers, trucking and freight arrangement), a diffuse
 * one is close to every industry of that sector (its peak is mostly the sector), so the sector
 * agreement must not split the credit; what one criterion has beyond the others does.
 */
const SHARED = 0.8;
/** Share of a criterion's profile one node must hold at a level for the criterion to name it (CriterionProfile.level). */
const CONCENTRATED = 0.4;
/** Share of the profile a node must hold at the named level for an activity under it to meet the criterion strictly. */
const NAMED_MIN = 0.25;

/** Whether an industry lies within what a criterion names at its level (always, for a criterion that names none). */
export function withinNamed(cp: CriterionProfile, code: string): boolean {
  if (!cp.profile || cp.level === null) return true;
  return ((cp.profile.levels[cp.level] as ReadonlyMap<string, number>).get(code.slice(0, cp.level + 2)) ?? 0) >= NAMED_MIN;
}

/**
 * All criteria against one company, contrastively: each activity of the company is credited to
 * the criteria by how close each sits to it along the hierarchy, sharply in favour of the closest.
 * So when an accept and a reject criterion share a sector (payments vs banking, both finance), the
 * sector says nothing and the closer industry decides.
 */
export function matchCriteria(criteria: readonly CriterionProfile[], company: CompanyReading, strict = false): CriterionMatch[] {
  const n = criteria.length;
  const within = new Float64Array(n);
  const best: { c: number; a: CompanyReading['activities'][number] }[][] = criteria.map(() => []);
  const nearest = new Float64Array(n);
  let total = 0;
  for (const a of company.activities) {
    const w = a.weight * a.weight;
    total += w;
    const closeness = criteria.map((cp) => {
      if (!cp.profile) return 0;
      // Strictly, a criterion that names an industry is not met by an activity outside its node at
      // that level: a cabinet maker shares only the sector with "industrial machinery".
      if (strict && !withinNamed(cp, a.code)) return 0;
      return Math.min(1, contribution(cp.profile, a.code, a.sector) / cp.profile.peak);
    });
    let shared = Infinity;
    let profiled = 0;
    criteria.forEach((cp, k) => {
      if (!cp.profile) return;
      profiled++;
      shared = Math.min(shared, closeness[k] as number);
    });
    if (profiled < 2) shared = 0;
    const share = closeness.map((c) => (c === 0 ? 0 : (c - SHARED * shared) ** SHARPNESS));
    const norm = share.reduce((sum, c) => sum + c, 0);
    if (norm === 0) continue;
    closeness.forEach((c, k) => {
      if (c === 0) return;
      nearest[k] = Math.max(nearest[k] as number, c);
      // Squared: agreeing on the sector alone is little for a criterion that names an industry.
      const credit = w * c * c * ((share[k] as number) / norm);
      within[k] = (within[k] as number) + credit;
      (best[k] as { c: number; a: CompanyReading['activities'][number] }[]).push({ c: credit, a });
    });
  }
  return criteria.map((cp, k) => {
    if (!cp.profile || total === 0) return { similarity: 0, evidence: [], activity: null, closeness: 0 };
    const ranked = (best[k] as { c: number; a: CompanyReading['activities'][number] }[]).sort((x, y) => y.c - x.c);
    const evidence: EvidenceSentence[] = [];
    for (const { a } of ranked) if (a.sentence && !evidence.includes(a.sentence)) evidence.push(a.sentence);
    return { similarity: (within[k] as number) / total, evidence: evidence.slice(0, 3), activity: ranked[0]?.a ?? null, closeness: nearest[k] as number };
  });
}
