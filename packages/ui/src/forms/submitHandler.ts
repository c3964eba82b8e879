import type { FormEvent } from 'react';

/** A form's onSubmit that keeps the browser from posting the page and runs the save (whose promise reports its own errors). */
export function submitHandler(save: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    void save();
  };
}
