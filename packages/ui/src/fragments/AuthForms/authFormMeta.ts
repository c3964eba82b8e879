import { expect, fn } from 'storybook/test';
import { fullscreen, type Canvas } from '../../storybook/index.ts';

/** What every auth form's stories share: a whole page, and its submit as a spy the plays assert on. */
export const authFormMeta = {
  parameters: fullscreen,
  args: { onSubmit: fn() },
};

/** The form while its submit is on its way: the button named `submit` is disabled (and keeps its focus). */
export const pendingSubmit = (submit: string) => ({
  args: { isPending: true },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('button', { name: submit })).toHaveAttribute('aria-disabled', 'true');
  },
});
