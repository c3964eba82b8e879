import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components';
import { button, spinner, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends RACButtonProps, ButtonVariants {}

/** Accessible button (RAC `Button`): `onPress`, `isDisabled`, `isPending` keep RAC's meaning. */
export function Button({ variant, size, iconOnly, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (cls) => [button({ variant, size, iconOnly }), cls].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span className={spinner} aria-hidden="true" /> : null}
          {content}
        </>
      ))}
    </RACButton>
  );
}
