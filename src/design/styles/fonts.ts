// Self-hosted fonts: latin subset only, and only the weights the scales use (tokens/scales.ts),
// so no request leaves for a font CDN and screenshots do not depend on the system's fonts.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/gelasio/latin-400.css';
import '@fontsource/gelasio/latin-400-italic.css';
import '@fontsource/gelasio/latin-700.css';
