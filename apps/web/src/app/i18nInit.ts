// Imported first by main.tsx: i18next must be initialised before the feature route modules
// (evaluated while the router is imported) register their resource bundles.
import { initI18n } from '../shared/i18n/i18n.ts';

initI18n();
