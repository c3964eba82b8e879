// One section of the functions, assets and risks matrix as a document table, and the tested party's
// facts as bullets: the FAR report and the study report's functional profile show them the same way.
import { FAR_LEVEL_LABELS, FAR_SECTION_LABELS, type FarItem, type FarMatrix } from '@quartile/domain';
import type { ReportBlock } from '../documents/model.ts';

export function farMatrixTable(section: keyof FarMatrix, items: readonly FarItem[]): ReportBlock {
  const labels = FAR_SECTION_LABELS[section];
  return {
    kind: 'table',
    table: {
      title: labels.title,
      columns: [
        { label: labels.item, weight: 3 },
        { label: labels.level, weight: 1.6 },
        { label: 'Who in the group', weight: 2.4 },
        { label: 'Notes', weight: 4 },
      ],
      rows: items.map((i) => [i.name, FAR_LEVEL_LABELS[i.level], i.performed_by || '–', i.notes || '–']),
    },
  };
}

interface FarFacts {
  readonly tested_party?: unknown;
  readonly tested_party_country?: unknown;
  readonly group_name?: unknown;
  readonly industry?: unknown;
  readonly characterisation?: unknown;
}

/** The FAR's facts about the tested party as bullets (the characterisation too when asked), leaving out the empty ones; none when all are. */
export function farFactBullets(far: FarFacts, withCharacterisation = false): ReportBlock[] {
  const facts = [
    ['Tested party', far.tested_party],
    ['Country', far.tested_party_country],
    ['Group', far.group_name],
    ['Industry', far.industry],
    ...(withCharacterisation ? [['Characterisation', far.characterisation]] : []),
  ].filter(([, v]) => typeof v === 'string' && v) as [string, string][];
  return facts.length ? [{ kind: 'bullets', items: facts.map(([k, v]) => `${k}: ${v}`) }] : [];
}
