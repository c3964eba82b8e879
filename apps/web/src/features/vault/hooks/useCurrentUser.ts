// The signed-in user (firm flags) from the session module's atom.
import type { User } from '@quartile/api';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../../shared/session/atoms.ts';

export function useCurrentUser(): User | null {
  return useAtomValue(userAtom);
}
