import { useState } from 'react';

/**
 * Holds a controlled fragment's value in state, as its page does, so a story can be played with.
 * Every change still reaches `report` (the story's spy arg), which the play function asserts on.
 * `Next` narrows what a change may set when the held value may also be empty (e.g. still loading).
 */
export function useHeld<Held, Next extends Held = Held>(initial: Held, report: (next: Next) => void): [Held, (next: Next) => void] {
  const [value, setValue] = useState<Held>(initial);
  const change = (next: Next) => {
    setValue(next);
    report(next);
  };
  return [value, change];
}
