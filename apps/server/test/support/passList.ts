// The benchmark pass' list (issue 17), shared by the server test and the end-to-end journey: the
// analyst package's benchmarkPass test list, as uploaded companies with database descriptions.
/**
 * A list as an Orbis export gives it: clear wholesalers and makers, and one stockist that says what
 * it does only in its trade's words (the analyst package's benchmarkPass test, through the server).
 */
export const PASS_CRITERIA = { accept: ['wholesale distribution of goods bought from third-party suppliers'], reject: ['manufacturing of products in its own plants or factories'] };
const GOODS = ['fasteners, bearings and power transmission parts', 'bearings, fasteners and seals', 'bearings, belts and fasteners', 'hydraulic hoses, fittings and seals', 'cutting tools, abrasives and fasteners', 'pumps, valves and bearings', 'safety supplies, gloves and fasteners', 'electrical connectors, cable ties and fasteners', 'chains, sprockets and bearings'];
const MADE = ['steel beams, rebar and coils', 'flat-rolled steel and steel pipes', 'steel plates, rebar and wire rod', 'aluminium extrusions and sheet', 'cast iron pipe fittings and manhole covers', 'copper wire and cable', 'steel tubing and structural sections', 'forged steel flanges and shafts', 'galvanized steel sheet and coils'];
export const PASS_LIST = [
  ...GOODS.map((g, i) => ({ name: `Westbay Supply ${i + 1}`, database_description: `Westbay Supply ${i + 1} is a wholesale distributor of ${g} bought from third-party suppliers and resold to industrial customers.` })),
  ...MADE.map((m, i) => ({ name: `Ironbridge Metals ${i + 1}`, database_description: `Ironbridge Metals ${i + 1} manufactures ${m} in its own mills and plants for construction customers.` })),
  { name: 'Tidewater Bearings', database_description: 'Tidewater Bearings is a stockist of bearings, fasteners, belts and seals from leading brands for maintenance departments and industrial customers.' },
];
