import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { themeBootScript } from '@quartile/ui/theme-mode';
import { defineConfig, type Plugin } from 'vite';

/** Inlines the design system's theme boot script so data-theme is set before first paint. */
function themeBoot(): Plugin {
  return {
    name: 'quartile-theme-boot',
    transformIndexHtml: (html) => html.replace('<!--theme-boot-->', `<script>${themeBootScript()}</script>`),
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), themeBoot()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // One stylesheet for the whole app: the prerendered pages inline it (scripts/prerender.ts).
    cssCodeSplit: false,
  },
});
