import { describe, expect, it } from 'vitest';
import { FLAG_SEVERITIES, FLAG_SEVERITY_LABELS, REVIEW_FLAG_KINDS, REVIEW_FLAG_LABELS, reviewFlagLabel } from '../../src/index.ts';

describe('review flag labels', () => {
  it('gives every kind exactly one label, and no label to anything else', () => {
    expect(Object.keys(REVIEW_FLAG_LABELS).sort()).toEqual([...REVIEW_FLAG_KINDS].sort());
    for (const kind of REVIEW_FLAG_KINDS) expect(REVIEW_FLAG_LABELS[kind].trim(), kind).not.toBe('');
  });

  it('never gives two kinds the same label', () => {
    const labels = Object.values(REVIEW_FLAG_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('uses the spec words for the risks it names', () => {
    expect(REVIEW_FLAG_LABELS.diversified_offerings).toBe('Diversified offerings');
    expect(REVIEW_FLAG_LABELS.segment_mismatch).toBe('Segment mismatch');
    expect(REVIEW_FLAG_LABELS.business_model_shift).toBe('Business model shift');
    expect(REVIEW_FLAG_LABELS.source_changed).toBe('Source changed since cited');
  });

  it('reads an unknown kind as itself', () => {
    expect(reviewFlagLabel('source_changed')).toBe('Source changed since cited');
    expect(reviewFlagLabel('retired_kind')).toBe('retired_kind');
  });

  it('labels every severity', () => {
    expect(FLAG_SEVERITIES.map((s) => FLAG_SEVERITY_LABELS[s])).toEqual(['High', 'Medium', 'Low']);
  });
});
