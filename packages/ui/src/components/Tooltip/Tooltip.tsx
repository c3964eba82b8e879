import { Tooltip as RACTooltip, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import { tooltip } from './Tooltip.css.ts';

export { TooltipTrigger } from 'react-aria-components';

export type TooltipProps = Omit<RACTooltipProps, 'className'>;

/** Shows on hover and keyboard focus of its trigger; never the only place for essential information. */
export function Tooltip({ offset = 6, ...props }: TooltipProps) {
  return <RACTooltip {...props} offset={offset} className={tooltip} />;
}
