import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { group, skeleton } from './Skeleton.css.ts';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A placeholder block; decorative, so wrap a set of them in `SkeletonGroup` which announces loading. */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape })} style={{ width, height }} />;
}

export interface SkeletonGroupProps {
  /** Announced to assistive technology while the placeholders show. */
  label?: string;
  children: ReactNode;
}

export function SkeletonGroup({ label = 'Loading', children }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={group}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
