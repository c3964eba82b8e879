import { createElement, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render (`div` by default): `section`, `ul`, `li`, `span`... */
  as?: ElementType;
}

/**
 * The layout primitive: sprinkles props (`display`, `gap`, `padding`..., responsive at the spec's
 * breakpoints) become atomic classes, every other prop goes to the element. Layout in fragments goes
 * through Box, Stack and Inline instead of inline styles.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes || undefined });
}
