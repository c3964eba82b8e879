import type { Company } from '@quartile/api';
import { Badge } from '../../components/Badge/Badge.tsx';
import { companyFlags } from './companyList.ts';
import * as styles from './CompanyList.css.ts';

/** The company's flags as labelled badges. */
export function CompanyFlags({ company, wrap = false }: { company: Company; wrap?: boolean }) {
  return (
    <span className={styles.flags} style={wrap ? { flexWrap: 'wrap' } : undefined}>
      {companyFlags(company).map((f) => (
        <Badge key={f.key} tone={f.tone} size="sm">
          {f.label}
        </Badge>
      ))}
    </span>
  );
}
