export { StatCard, type StatCardProps } from './StatCard.tsx';
