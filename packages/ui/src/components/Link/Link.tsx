import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps, composeRenderProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css.ts';

export interface LinkProps extends RACLinkProps, LinkVariants {}

/** RAC `Link`: works with a router through RAC's `RouterProvider`. */
export function Link({ variant, className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (cls) => [link({ variant }), cls].filter(Boolean).join(' '))} />;
}

/** A link when there is somewhere to go (`href`), else the same words as plain text (e.g. a feature that is off). */
export function OptionalLink({ href, variant, children }: { href: string | undefined; variant: LinkProps['variant']; children: ReactNode }) {
  return href ? (
    <Link href={href} variant={variant}>
      {children}
    </Link>
  ) : (
    children
  );
}
