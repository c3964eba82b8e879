// The state of a quick-review pass, kept in session storage per benchmark so a reload (or a
// server restart) continues where the reviewer was: the queue as it was when the pass started,
// the position, and the steps taken (for undo). Decisions themselves are on the server.
export type PassAction = 'accept' | 'reject' | 'skip';

export interface PassStep {
  readonly companyId: string;
  readonly action: PassAction;
}

export interface QuickPass {
  readonly ids: readonly string[];
  readonly index: number;
  readonly steps: readonly PassStep[];
}

const key = (benchmarkId: string) => `quartile.quick-review.${benchmarkId}`;

export function loadPass(benchmarkId: string): QuickPass | null {
  try {
    const raw = sessionStorage.getItem(key(benchmarkId));
    if (!raw) return null;
    const pass = JSON.parse(raw) as QuickPass;
    return Array.isArray(pass.ids) && Number.isInteger(pass.index) && Array.isArray(pass.steps) ? pass : null;
  } catch {
    return null;
  }
}

export function savePass(benchmarkId: string, pass: QuickPass | null): void {
  try {
    if (pass) sessionStorage.setItem(key(benchmarkId), JSON.stringify(pass));
    else sessionStorage.removeItem(key(benchmarkId));
  } catch {
    // Storage full or blocked: the pass still works, it just will not survive a reload.
  }
}

export const startPass = (ids: readonly string[]): QuickPass => ({ ids, index: 0, steps: [] });

export function advance(pass: QuickPass, step: PassStep): QuickPass {
  return { ...pass, index: Math.min(pass.index + 1, pass.ids.length), steps: [...pass.steps, step] };
}

/** Takes back the last step: back to its company (the caller undoes a decision on the server). */
export function stepBack(pass: QuickPass): { pass: QuickPass; step: PassStep } | null {
  const step = pass.steps.at(-1);
  if (!step) return null;
  const at = pass.ids.indexOf(step.companyId);
  return { pass: { ...pass, index: at >= 0 ? at : Math.max(0, pass.index - 1), steps: pass.steps.slice(0, -1) }, step };
}
