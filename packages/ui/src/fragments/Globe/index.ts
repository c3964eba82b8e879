export { Globe, type GlobeMarker, type GlobeProps } from './Globe.tsx';
export { default } from './Globe.tsx';
