import { fn } from 'storybook/test';
import { fullscreen } from '../../storybook/index.ts';

/** What every auth form's stories share: a whole page, and its submit as a spy the plays assert on. */
export const authFormMeta = {
  parameters: fullscreen,
  args: { onSubmit: fn() },
};
