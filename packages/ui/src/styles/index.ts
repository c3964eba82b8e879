// Bundled variable Inter (latin subset via the full sheet) so text and screenshots never depend on system fonts.
import '@fontsource-variable/inter/wght.css';
import './global.css.ts';
