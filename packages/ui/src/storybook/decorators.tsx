import type { Decorator } from '@storybook/react-vite';

/** Narrows the story to `width` pixels, about the column the component gets on its page. */
export const maxWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: width }}>
      <Story />
    </div>
  );
