export { ClientDetails, type ClientDetailsProps, type ClientDetailsState } from './ClientDetails.tsx';
