import type { Company } from '@quartile/api';
import { Badge } from '../../components/Badge/Badge.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { companyFlags } from './companyList.ts';
import * as styles from './CompanyList.css.ts';

/**
 * The company's flags as labelled badges. With `limit` (the grid's one-line cell), the first flags
 * show and the rest are counted ("+2"), their labels kept for screen readers and as a tooltip, so
 * no badge is cut off at the cell's edge.
 */
export function CompanyFlags({ company, wrap = false, limit }: { company: Company; wrap?: boolean; limit?: number }) {
  const flags = companyFlags(company);
  const shown = limit !== undefined && flags.length > limit ? flags.slice(0, limit) : flags;
  const hidden = flags.slice(shown.length);
  return (
    <span className={styles.flags} style={wrap ? { flexWrap: 'wrap' } : undefined}>
      {shown.map((f) => (
        <Badge key={f.key} tone={f.tone} size="sm">
          {f.label}
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <span title={hidden.map((f) => f.label).join(', ')}>
          <Badge tone="neutral" size="sm">
            {`+${hidden.length}`}
            <span className={visuallyHidden}>{` more: ${hidden.map((f) => f.label).join(', ')}`}</span>
          </Badge>
        </span>
      ) : null}
    </span>
  );
}
