import { Button } from '../../components/Button/Button.tsx';
import { formatNumber } from '../../format/format.ts';

/** Under a list that shows its first `shown` of `total` rows: the button for more, with how many are left. */
export function ShowMore({ total, shown, onPress }: { total: number; shown: number; onPress: () => void }) {
  return total > shown ? (
    <Button variant="ghost" size="sm" onPress={onPress}>
      {`Show more (${formatNumber(total - shown)} more)`}
    </Button>
  ) : null;
}
