import type { User } from '@quartile/api';
import { describe, expect, it } from 'vitest';
import { appStore, userAtom } from '../session/atoms.ts';
import { queryClient } from './queryClient.ts';

const user = (id: string) => ({ id }) as User;

describe('the one query client', () => {
  it('forgets the cached server state when another user signs in, and keeps it for the same user', () => {
    appStore.set(userAtom, user('u1'));
    queryClient.setQueryData(['clients'], ['Acme']);
    appStore.set(userAtom, { ...user('u1') });
    expect(queryClient.getQueryData(['clients'])).toEqual(['Acme']);

    appStore.set(userAtom, null);
    expect(queryClient.getQueryData(['clients'])).toBeUndefined();

    queryClient.setQueryData(['clients'], ['Acme']);
    appStore.set(userAtom, user('u2'));
    expect(queryClient.getQueryData(['clients'])).toBeUndefined();
  });

  it('does not retry a failed request (the error toast is shown once; pages offer Try again)', () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });
});
