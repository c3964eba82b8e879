import { Switch as RACSwitch, type SwitchProps as RACSwitchProps, composeRenderProps } from 'react-aria-components';
import { root, thumb, track } from './Switch.css.ts';

export type SwitchProps = RACSwitchProps;

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (cls) => [root, cls].filter(Boolean).join(' '))}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={track} aria-hidden="true">
            <span className={thumb} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
