/**
 * How the analysis' decision and the decided neighbours are combined: a logistic regression with
 * two features and an intercept, fitted per benchmark on the decided companies (each scored
 * leave-one-out, as if it had not been decided yet), pulled towards a prior that trusts the
 * analysis. With few decisions the prior (the criteria) dominates; as decisions accumulate, the
 * fitted weights take over: a benchmark where the reviewer keeps overruling the analysis lowers its
 * weight, one where near neighbours agree with the reviewer raises theirs.
 * - analysis: +confidence for accept, -confidence for reject, 0 for refrain;
 * - neighbours: similarity to the nearest accepted companies minus that to the nearest rejected ones
 *   (mean of the top two per side), times m / (m + 1) where m is the number of decisions on the
 *   smaller side: while nobody has accepted (or rejected) anything, neighbours cannot tell the two
 *   apart, and ten rejections alone do not make everything a rejection.
 */
import type { Decision } from '../types.ts';

export interface Weights {
  readonly analysis: number;
  readonly neighbours: number;
  readonly intercept: number;
}

/** The prior: a 0.9-confident analysis alone gives log-odds 3.6 (p 0.97); a similarity gap of 0.1 gives 1.2. */
export const PRIOR_WEIGHTS: Weights = { analysis: 4, neighbours: 12, intercept: 0 };
/** How strongly the fit is held to the prior (per weight; the intercept is held hardest). */
const PRIOR_STRENGTH: Weights = { analysis: 1.5, neighbours: 0.02, intercept: 3 };

export const analysisFeature = (decision: Decision, confidence: number): number => (decision === 'accept' ? confidence : decision === 'reject' ? -confidence : 0);

const PER_SIDE = 2;

/** The indexes of the PER_SIDE most similar decided companies on each side (ties: earlier first). */
export function nearestPerSide(sims: ArrayLike<number>, decisions: readonly ('accept' | 'reject')[], skip = -1): Record<'accept' | 'reject', number[]> {
  const best: Record<'accept' | 'reject', number[]> = { accept: [], reject: [] };
  for (let i = 0; i < decisions.length; i++) {
    if (i === skip) continue;
    const list = best[decisions[i] as 'accept' | 'reject'];
    const s = sims[i] as number;
    if (list.length < PER_SIDE) list.push(i);
    else {
      let worst = 0;
      for (let j = 1; j < list.length; j++) if ((sims[list[j] as number] as number) < (sims[list[worst] as number] as number)) worst = j;
      if (s > (sims[list[worst] as number] as number)) list[worst] = i;
    }
  }
  for (const list of Object.values(best)) list.sort((a, b) => (sims[b] as number) - (sims[a] as number) || a - b);
  return best;
}

/** Nearest-accepted minus nearest-rejected similarity. */
export function neighbourGap(sims: ArrayLike<number>, decisions: readonly ('accept' | 'reject')[], background: number, skip = -1): number {
  const best = nearestPerSide(sims, decisions, skip);
  const side = (list: number[]) => (list.length === 0 ? background : list.reduce((a, i) => a + (sims[i] as number), 0) / list.length);
  // Scaled by how many decisions the smaller side has (m / (m + 1)): with one side undecided the
  // neighbours say nothing about the other, with one example on it they say half as much.
  let accepted = 0;
  decisions.forEach((d, i) => {
    if (d === 'accept' && i !== skip) accepted++;
  });
  const m = Math.min(accepted, decisions.length - (skip >= 0 ? 1 : 0) - accepted);
  return ((side(best.accept) - side(best.reject)) * m) / (m + 1);
}

export interface TrainingRow {
  readonly analysis: number;
  readonly neighbours: number;
  readonly accept: boolean;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Penalized maximum likelihood by Newton's method (3 parameters; deterministic). */
export function fitWeights(rows: readonly TrainingRow[]): Weights {
  const mu = [PRIOR_WEIGHTS.analysis, PRIOR_WEIGHTS.neighbours, PRIOR_WEIGHTS.intercept];
  const lambda = [PRIOR_STRENGTH.analysis, PRIOR_STRENGTH.neighbours, PRIOR_STRENGTH.intercept];
  const w = [...mu];
  for (let iter = 0; iter < 25; iter++) {
    const g = w.map((wj, j) => 2 * (lambda[j] as number) * (wj - (mu[j] as number)));
    const h = [0, 1, 2].map((j) => [0, 1, 2].map((l) => (j === l ? 2 * (lambda[j] as number) : 0)));
    for (const r of rows) {
      const x = [r.analysis, r.neighbours, 1];
      const p = sigmoid(x.reduce((s, xj, j) => s + xj * (w[j] as number), 0));
      const err = p - (r.accept ? 1 : 0);
      for (let j = 0; j < 3; j++) {
        g[j] = (g[j] as number) + err * (x[j] as number);
        for (let l = 0; l < 3; l++) (h[j] as number[])[l] = ((h[j] as number[])[l] as number) + p * (1 - p) * (x[j] as number) * (x[l] as number);
      }
    }
    const step = solve3(h, g);
    let size = 0;
    for (let j = 0; j < 3; j++) {
      w[j] = (w[j] as number) - (step[j] as number);
      size += Math.abs(step[j] as number);
    }
    if (size < 1e-6) break;
  }
  return { analysis: w[0] as number, neighbours: w[1] as number, intercept: w[2] as number };
}

/** Solves a 3x3 system (Gaussian elimination with partial pivoting). */
function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < 3; c++) {
    let p = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[p] as number[])[c] as number)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = (m[c] as number[])[c] as number;
    if (Math.abs(pivot) < 1e-12) return [0, 0, 0];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const f = ((m[r] as number[])[c] as number) / pivot;
      for (let k = c; k < 4; k++) (m[r] as number[])[k] = ((m[r] as number[])[k] as number) - f * ((m[c] as number[])[k] as number);
    }
  }
  return [0, 1, 2].map((i) => ((m[i] as number[])[3] as number) / ((m[i] as number[])[i] as number));
}
