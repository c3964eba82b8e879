import { Box, type BoxProps } from '../Box/Box.tsx';

export interface StackProps extends Omit<BoxProps, 'display'> {
  gap?: BoxProps['gap'];
}

/** Children one under another with an even gap (a one-column grid, so children stretch to the width). */
export function Stack({ gap, ...props }: StackProps) {
  return <Box display="grid" gap={gap} {...props} />;
}
