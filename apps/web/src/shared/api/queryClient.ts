// The web app's one TanStack Query client: the cache of server state that pages read through the
// query and mutation definitions in features/<name>/api/. Session state stays in Jotai
// (shared/session/atoms.ts); when the signed-in user changes, the cache of the previous one goes.
import { QueryClient } from '@tanstack/react-query';
import { appStore, userAtom } from '../session/atoms.ts';

/** A client with the app's defaults (stories make their own, one per story). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call already raised its toast in the API middleware; retrying would repeat it,
      // and a page offers its own "Try again".
      retry: false,
      // Pages refetch when they mount, when a mutation or the live change stream invalidates them,
      // or on their own interval, as they did before; not on every return to the tab.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

export const queryClient = createQueryClient();

let cachedUserId: string | null = appStore.get(userAtom)?.id ?? null;
appStore.sub(userAtom, () => {
  const userId = appStore.get(userAtom)?.id ?? null;
  if (userId !== cachedUserId) queryClient.clear();
  cachedUserId = userId;
});
