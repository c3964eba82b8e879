import { useSearchParams } from 'react-router-dom';
import { withParams } from './useListSearch.ts';

/**
 * A choice kept in the URL (?name=value), so reload and back return to it; the default choice leaves the parameter
 * out. `parse` reads the parameter (absent or unknown gives the default); `replace` changes it without a history entry.
 */
export function useUrlChoice<T extends string>(
  name: string,
  parse: (value: string | null) => T,
  defaultChoice: T,
  { replace = false }: { replace?: boolean } = {},
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: T) => setParams((old) => withParams(old, { [name]: next === defaultChoice ? null : next }), { replace });
  return [parse(params.get(name)), choose];
}
