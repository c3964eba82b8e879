import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isRefreshing, loadStateOf } from '../api/loadState.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

interface ClientPage {
  items: readonly { id: string; name: string; country: string }[];
}

/**
 * A create dialog's client picker (new benchmark, new FAR report): the firm's clients whose names match what is
 * typed, asked for only while the dialog is open.
 */
export function useClientOptions<TData extends ClientPage, TKey extends QueryKey>(
  text: string,
  enabled: boolean,
  optionsQuery: (search: string) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const query = useDebouncedValue(text.trim(), 250);
  const result = useQuery({ ...optionsQuery(query), enabled });
  const options = (enabled ? (result.data?.items ?? []) : []).map((c) => ({ id: c.id, name: c.name, country: c.country }));
  return { options, isLoading: enabled && (loadStateOf(result) === 'loading' || isRefreshing(result)) };
}
