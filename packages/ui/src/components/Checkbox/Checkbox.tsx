import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps, composeRenderProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { box, root } from './Checkbox.css.ts';

export type CheckboxProps = RACCheckboxProps;

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (cls) => [root, cls].filter(Boolean).join(' '))}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 5h6" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" /></svg>
            ) : isSelected ? (
              <CheckIcon size={12} strokeWidth={2} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}
