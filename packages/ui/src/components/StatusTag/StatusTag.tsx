import type { HTMLAttributes } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { statusAppearance, type CompanyStatus } from './companyStatus.tsx';
import { root, text } from './StatusTag.css.ts';

export interface StatusTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  status: CompanyStatus;
  size?: 'sm' | 'md';
}

/** The company's workflow state as icon + text (+ tone): readable without colour. */
export function StatusTag({ status, size, className, ...props }: StatusTagProps) {
  const { tone, icon } = statusAppearance[status];
  return (
    <Badge {...props} tone={tone} size={size} icon={icon} data-status={status} className={[root, className].filter(Boolean).join(' ')}>
      <span className={text}>{status}</span>
    </Badge>
  );
}
