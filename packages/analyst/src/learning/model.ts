/**
 * A per-benchmark decision model built from the reviewer's decisions (accept or reject, with or
 * against the analysis):
 * - every decided company as TF-IDF of its stemmed content terms plus the analysis' reading
 *   (features.ts), with an inverted index so a company is compared with all of them in one pass;
 * - the accept and reject criteria as TF-IDF vectors (when given);
 * - the combination of the analysis' decision, the nearest decided companies, the criteria' words
 *   and the mean reading and mean words of each side, fitted on the decided companies leave-one-out and held to a prior (combine.ts).
 * Deterministic: no randomness, ties broken by example order.
 */
import type { AnalysisResult, Criteria, Decision, LearnedNeighbour, Source } from '../types.ts';
import { analysisFeature, fitWeights, logOddsOf, nearestPerSide, neighbourGap, type TrainingRow, type Weights } from './combine.ts';
import { normalize, readingFeatures, termCounts, textTerms, type Bag } from './features.ts';

export interface DecidedExample {
  /** Stable id of the company in the benchmark (the server's company id, the CLI's row). */
  readonly id: string;
  readonly name: string;
  /** The sources the company was analysed on (description, website pages, annual reports). */
  readonly sources: readonly Source[];
  /**
   * The analysis of the company before the person decided, when there is one (any provider). A
   * result that already carries `learned` counts with its zero-shot decision.
   */
  readonly analysis?: AnalysisResult | null;
  /** The person's decision. */
  readonly decision: 'accept' | 'reject';
}

interface ExampleVector {
  readonly id: string;
  readonly name: string;
  readonly decision: 'accept' | 'reject';
  readonly text: Bag;
  readonly reading: Bag;
}

export interface DecisionModel {
  readonly examples: readonly ExampleVector[];
  readonly accepted: number;
  readonly rejected: number;
  /** Inverse document frequency of a stemmed term over the decided companies. */
  idf(term: string): number;
  /** Ids of the decided companies: never re-decided. */
  readonly decided: ReadonlySet<string>;
  /** Person's decisions by what the analysis had said: counts[analysis decision][person decision]. */
  readonly agreement: Readonly<Record<Decision, { accept: number; reject: number }>>;
  /** Text vectors by term -> [example index, weight] (the dot products of a query in one pass). */
  readonly postings: ReadonlyMap<string, readonly (readonly [number, number])[]>;
  /** Mean similarity between two decided companies (stands in for a side nobody decided yet). */
  readonly background: number;
  /** The combination of the analysis and the neighbours, fitted on the decided companies. */
  readonly weights: Weights;
  /** The accept and the reject criteria as TF-IDF vectors (empty without criteria). */
  readonly criteria: { readonly accept: Bag; readonly reject: Bag };
  /** Sum of the accepted / rejected companies' readings (function, tags, activity codes). */
  readonly readingSums: SideSums;
  /** Sum of the accepted / rejected companies' TF-IDF word vectors. */
  readonly textSums: SideSums;
}

export interface BuildOptions {
  /** The benchmark's criteria: how close a company's words are to them is a third feature. */
  readonly criteria?: Criteria;
}

/** How much closer a company's words are to the accept criteria than to the reject criteria. */
function criteriaGap(criteria: { readonly accept: Bag; readonly reject: Bag }, text: Bag): number {
  return dot(criteria.accept, text) - dot(criteria.reject, text);
}

interface SideSums {
  readonly accept: Bag;
  readonly reject: Bag;
  readonly accepted: number;
  readonly rejected: number;
}

function sideSums(vectors: readonly ExampleVector[], bagOf: (v: ExampleVector) => Bag): SideSums {
  const sums = { accept: new Map() as Bag, reject: new Map() as Bag, accepted: 0, rejected: 0 };
  for (const v of vectors) {
    addInto(v.decision === 'accept' ? sums.accept : sums.reject, bagOf(v));
    if (v.decision === 'accept') sums.accepted++;
    else sums.rejected++;
  }
  return sums;
}

const addInto = (into: Bag, bag: Bag, sign = 1) => {
  for (const [k, w] of bag) into.set(k, (into.get(k) ?? 0) + sign * w);
};

/**
 * How much closer a company's bag (the analysis' reading, or its words) is to the mean bag of the
 * accepted companies than to that of the rejected ones.
 * `own` (leave-one-out) is taken out of its side first. Scaled by m / (m + 1) like the neighbours.
 */
function centroidGap(sums: SideSums, reading: Bag, own?: { bag: Bag; decision: 'accept' | 'reject' }): number {
  let accepted = sums.accepted;
  let rejected = sums.rejected;
  let a = dot(sums.accept, reading);
  let r = dot(sums.reject, reading);
  if (own) {
    if (own.decision === 'accept') {
      accepted--;
      a -= dot(own.bag, reading);
    } else {
      rejected--;
      r -= dot(own.bag, reading);
    }
  }
  const m = Math.min(accepted, rejected);
  if (m === 0) return 0;
  return ((a / accepted - r / rejected) * m) / (m + 1);
}

/** What the analysis said from the criteria alone (a stored result may already carry learned decisions). */
function zeroShot(e: DecidedExample): { decision: Decision; confidence: number } {
  if (!e.analysis) return { decision: 'refrain', confidence: 0 };
  return e.analysis.learned?.zero_shot ?? { decision: e.analysis.decision, confidence: e.analysis.confidence };
}

export function buildDecisionModel(examples: readonly DecidedExample[], options: BuildOptions = {}): DecisionModel {
  const counted = examples.map((e) => termCounts(e.sources, e.name));
  const df = new Map<string, number>();
  const addDf = (bag: Bag) => {
    for (const t of bag.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  };
  counted.forEach(addDf);
  const seen = new Set(examples.map((e) => e.id));
  // Counted over the decided companies only: counting the undecided ones too made no difference on
  // the score:analyst tasks, and would oblige every caller to pass the whole benchmark.
  const documents = examples.length;
  const maxIdf = Math.log((documents + 1) / 1) + 1;
  const idf = (t: string) => {
    const n = df.get(t);
    return n === undefined ? maxIdf : Math.log((documents + 1) / (n + 1)) + 1;
  };
  const vectors: ExampleVector[] = examples.map((e, i) => {
    const text: Bag = new Map();
    for (const [t, w] of counted[i] as Bag) text.set(t, w * idf(t));
    return { id: e.id, name: e.name, decision: e.decision, text: normalize(text), reading: normalize(readingFeatures(e.analysis)) };
  });
  const postings = new Map<string, [number, number][]>();
  vectors.forEach((v, i) => {
    for (const [t, w] of v.text) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push([i, w]);
    }
  });
  const partial = { examples: vectors, postings };
  const criteriaBag = (list: readonly string[]) => {
    const bag: Bag = new Map();
    for (const t of textTerms(list.join(' . '))) bag.set(t, idf(t));
    return normalize(bag);
  };
  const criteria = { accept: criteriaBag(options.criteria?.accept ?? []), reject: criteriaBag(options.criteria?.reject ?? []) };
  // Leave-one-out: each decided company scored by the others, as the training rows of the combination.
  const simRows = vectors.map((v) => similarities(partial, v));
  let pairSum = 0;
  let pairs = 0;
  simRows.forEach((row, i) => row.forEach((x, j) => {
    if (j > i) {
      pairSum += x;
      pairs++;
    }
  }));
  const background = pairs > 0 ? pairSum / pairs : 0;
  const decisions = examples.map((e) => e.decision);
  const readingSums = sideSums(vectors, (v) => v.reading);
  const textSums = sideSums(vectors, (v) => v.text);
  const rows: TrainingRow[] = examples.map((e, i) => ({
    analysis: analysisFeature(zeroShot(e).decision, zeroShot(e).confidence),
    neighbours: neighbourGap(simRows[i] as Float64Array, decisions, background, i),
    criteria: criteriaGap(criteria, (vectors[i] as ExampleVector).text),
    reading: centroidGap(readingSums, (vectors[i] as ExampleVector).reading, { bag: (vectors[i] as ExampleVector).reading, decision: e.decision }),
    words: centroidGap(textSums, (vectors[i] as ExampleVector).text, { bag: (vectors[i] as ExampleVector).text, decision: e.decision }),
    accept: e.decision === 'accept',
  }));
  const agreement: Record<Decision, { accept: number; reject: number }> = { accept: { accept: 0, reject: 0 }, reject: { accept: 0, reject: 0 }, refrain: { accept: 0, reject: 0 } };
  for (const e of examples) agreement[zeroShot(e).decision][e.decision]++;
  return {
    examples: vectors,
    accepted: examples.filter((e) => e.decision === 'accept').length,
    rejected: examples.filter((e) => e.decision === 'reject').length,
    idf,
    decided: seen,
    agreement,
    postings,
    background,
    weights: fitWeights(rows),
    criteria,
    readingSums,
    textSums,
  };
}

/** Share of the similarity that comes from the words; the rest from the analysis' reading. */
const TEXT_SHARE = 0.75;

export interface Query {
  readonly text: Bag;
  readonly reading: Bag;
}

/** The company as the model sees it (TF-IDF with the model's term weights). */
export function queryFor(model: DecisionModel, sources: readonly Source[], name: string, analysis: AnalysisResult | null): Query {
  const text: Bag = new Map();
  for (const [t, w] of termCounts(sources, name)) text.set(t, w * model.idf(t));
  return { text: normalize(text), reading: normalize(readingFeatures(analysis)) };
}

const dot = (a: Bag, b: Bag) => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [k, w] of small) {
    const v = large.get(k);
    if (v !== undefined) s += w * v;
  }
  return s;
};

/** Similarity of the query to every example, 0..1. */
export function similarities(model: Pick<DecisionModel, 'examples' | 'postings'>, q: Query): Float64Array {
  const textSim = new Float64Array(model.examples.length);
  for (const [t, w] of q.text) for (const [i, v] of model.postings.get(t) ?? []) textSim[i] = (textSim[i] as number) + w * v;
  const hasReading = q.reading.size > 0;
  const out = new Float64Array(model.examples.length);
  model.examples.forEach((e, i) => {
    const useReading = hasReading && e.reading.size > 0;
    out[i] = useReading ? TEXT_SHARE * (textSim[i] as number) + (1 - TEXT_SHARE) * dot(q.reading, e.reading) : (textSim[i] as number);
  });
  return out;
}


/** |log-odds| under which the model refrains (0.25 before: it refrained where a decision was mostly right). */
const REFRAIN_BAND = 0.1;

export interface ModelDecision {
  readonly decision: Decision;
  readonly confidence: number;
  /** log-odds of accept. */
  readonly logOdds: number;
  /** The nearest decided companies on each side (what the decision leaned on), most similar first. */
  readonly neighbours: readonly LearnedNeighbour[];
  /** How many of the decided companies the analysis agreed with, of those it had decided. */
  readonly analysisAgreed: number;
  readonly analysisDecided: number;
}

export function decideWithModel(model: DecisionModel, q: Query, analysis: { decision: Decision; confidence: number }): ModelDecision {
  const sims = similarities(model, q);
  const decisions = model.examples.map((e) => e.decision);
  const nearest = nearestPerSide(sims, decisions);
  const gap = neighbourGap(sims, decisions, model.background);
  const logOdds = logOddsOf(model.weights, { analysis: analysisFeature(analysis.decision, analysis.confidence), neighbours: gap, criteria: criteriaGap(model.criteria, q.text), reading: centroidGap(model.readingSums, q.reading), words: centroidGap(model.textSums, q.text) });
  const decision: Decision = logOdds > REFRAIN_BAND ? 'accept' : logOdds < -REFRAIN_BAND ? 'reject' : 'refrain';
  // The neighbours are exactly the ones the gap was computed from: the nearest on each side.
  const neighbours: LearnedNeighbour[] = [...nearest.accept, ...nearest.reject]
    .sort((a, b) => (sims[b] as number) - (sims[a] as number) || a - b)
    .map((i) => {
      const e = model.examples[i] as ExampleVector;
      return { id: e.id, name: e.name, decision: e.decision, similarity: Math.round((sims[i] as number) * 1000) / 1000 };
    });
  const analysisAgreed = model.agreement.accept.accept + model.agreement.reject.reject;
  const analysisDecided = analysisAgreed + model.agreement.accept.reject + model.agreement.reject.accept;
  const p = 1 / (1 + Math.exp(-Math.abs(logOdds)));
  return { decision, confidence: Math.round(Math.min(0.95, decision === 'refrain' ? 0.35 : p) * 100) / 100, logOdds, neighbours, analysisAgreed, analysisDecided };
}
