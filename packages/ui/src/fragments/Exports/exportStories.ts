import { expect } from 'storybook/test';
import type { Canvas } from '../../storybook/index.ts';

// The states the workbook and the study report exports share: one export button, pressed once.

/** The export is running: its button says so and cannot be pressed again. */
export const exportingStory = {
  args: { isExporting: true },
  play: async ({ canvas }: { canvas: Canvas }) => {
    const button = canvas.getByRole('button', { name: /Exporting/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The export failed: the alert says `error`. */
export const exportFailedStory = (error: string) => ({
  args: { error },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(error);
  },
});

/** Export cannot run without companies: it says so and the `button` is disabled. */
export const noCompaniesStory = (button: string) => ({
  args: { companyCount: 0 },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByText('There are no companies to export')).toBeVisible();
    await expect(canvas.getByRole('button', { name: button })).toBeDisabled();
  },
});
