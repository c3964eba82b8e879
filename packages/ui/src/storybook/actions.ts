import { within } from 'storybook/test';
import type { Canvas, UserEvent } from './context.ts';

/** Presses "Try again" in the story's one alert (a failed fetch or save). */
export async function pressTryAgain(canvas: Canvas, userEvent: UserEvent): Promise<void> {
  await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
}
