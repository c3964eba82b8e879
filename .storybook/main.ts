import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

// Plugins may arrive nested (arrays of arrays); flatten to look for an existing react plugin.
function pluginNames(plugins: PluginOption[] | undefined): string[] {
  const names: string[] = [];
  const visit = (p: PluginOption): void => {
    if (Array.isArray(p)) p.forEach(visit);
    else if (p && typeof p === 'object' && 'name' in p) names.push(p.name);
  };
  (plugins ?? []).forEach(visit);
  return names;
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const names = pluginNames(viteConfig.plugins);
    const extra: PluginOption[] = [vanillaExtractPlugin()];
    if (!names.some((n) => n.startsWith('vite:react'))) extra.push(react());
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), ...extra],
      build: { ...viteConfig.build, chunkSizeWarningLimit: 4000 },
    };
  },
};

export default config;
