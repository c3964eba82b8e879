export { IndustryOverviewList, type IndustryOverviewListProps, type OverviewListState } from './IndustryOverviewList.tsx';
export { IndustryOverviewForm, type IndustryOverviewFormProps, type IndustryOverviewInput } from './IndustryOverviewForm.tsx';
export { OverviewStatusBadge, isActive } from '../../components/OverviewStatusBadge/OverviewStatusBadge.tsx';
