import { Box, type BoxProps } from '../Box/Box.tsx';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexWrap'> {
  gap?: BoxProps['gap'];
  /** `inline-flex` when the row sits inside running text or a value. */
  inline?: boolean;
}

/** Children side by side, vertically centred, wrapping onto the next line when the width runs out. */
export function Inline({ gap, inline = false, alignItems = 'center', ...props }: InlineProps) {
  return <Box display={inline ? 'inline-flex' : 'flex'} flexWrap="wrap" alignItems={alignItems} gap={gap} {...props} />;
}
