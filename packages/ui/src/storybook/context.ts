import type { StoryContext } from '@storybook/react-vite';

/** The play context's `canvas`: queries bound to the story's root. */
export type Canvas = StoryContext['canvas'];

/** The play context's `userEvent`: one user-event session per story. */
export type UserEvent = StoryContext['userEvent'];
