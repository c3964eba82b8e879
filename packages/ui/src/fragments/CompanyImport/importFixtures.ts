// Data for the wizard's stories: an Orbis export's headers (docs/transfer-pricing.md) and rows.
export const ORBIS_HEADERS = [
  '',
  'Company name Latin alphabet',
  'Country ISO code',
  'BvD ID number',
  'Website address',
  'Trade description (English)',
  'BvD Independence Indicator',
  'Operating revenue (Turnover)\nth EUR\n2023',
  'Operating revenue (Turnover)\nth EUR\n2022',
  'Operating P/L [=EBIT]\nth EUR\n2023',
  'Operating P/L [=EBIT]\nth EUR\n2022',
  'Costs of goods sold\nth EUR\n2023',
];

export const ORBIS_ROWS: unknown[][] = [
  [1, 'Kallio Industrial Oy', 'FI', 'FI01234567', 'www.kallio-industrial.fi', 'Wholesale of pumps and valves', 'A+', 48200, 45100, 2410, 2030, 36100],
  [2, 'Brennero Componenti SpA', 'IT', 'IT00998877', 'not a url', 'Distribution of hydraulic components', 'B', 'n.a.', 31800, 'n.a.', 1270, 'n.a.'],
  [3, 'Nordhavn Teknik A/S', '', 'DK31415926', 'nordhavn-teknik.dk', 'Industrial spare parts', 'D', 12900, 12100, -310, 150, 9800],
];

export const CAPIQ_HEADERS = ['Company Name', 'Country/Region', 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)'];
