// One section of the functions, assets and risks matrix as a document table: the FAR report and
// the study report's functional profile show it the same way.
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
