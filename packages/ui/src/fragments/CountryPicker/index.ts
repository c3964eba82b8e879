export { CountryPicker, type CountryPickerProps } from './CountryPicker.tsx';
export { COUNTRIES, REGIONS, countryMatches, findCountry, regionForCountry, type Country, type Region } from './countries.ts';
