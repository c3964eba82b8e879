import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  Popover,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import * as pop from '../Popover/Popover.css.ts';

export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: PopoverProps['placement'];
}

export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover className={pop.popover} placement={placement} offset={4}>
      <RACMenu {...props} style={{ outline: 'none' }} />
    </Popover>
  );
}

export interface MenuItemProps extends RACMenuItemProps {
  icon?: ReactNode;
  tone?: 'neutral' | 'critical';
}

export function MenuItem({ icon, tone = 'neutral', children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem {...props} textValue={textValue} className={[pop.item, tone === 'critical' ? pop.itemCritical : ''].join(' ')}>
      {(state) => (
        <>
          {icon ? <span className={pop.itemIcon}>{icon}</span> : null}
          {typeof children === 'function' ? children(state) : children}
        </>
      )}
    </RACMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={pop.separator} />;
}
