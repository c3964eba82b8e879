import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { breakpoints } from '../packages/ui/src/theme/breakpoints.ts';
import '../packages/ui/src/styles/index.ts';

type ThemeName = 'light' | 'dark';

// Applies the toolbar theme to <html>, exactly as the app's boot script does. It runs during
// render (not in an effect) so the first paint and the play function already see the theme.
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset['theme'] = theme;
  document.documentElement.style.colorScheme = theme;
  return <Story />;
};

declare global {
  interface Window {
    /** Requests no MSW handler answered; the test runner fails the story when this is non-empty. */
    __unhandledRequests?: string[];
  }
}

const isStorybookRequest = (url: string): boolean =>
  /\.eot$|\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/assets\//.test(url);

// Unhandled API requests are errors: the request fails and the runner fails the story.
const startWorker = async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request.url)) return;
      (window.__unhandledRequests ??= []).push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  return worker;
};

const viewportOptions = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  ...Object.fromEntries(
    Object.entries(breakpoints).map(([key, width]) => [
      key,
      {
        name: `${key} ${width}`,
        styles: { width: `${width}px`, height: '900px' },
        type: width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop',
      },
    ]),
  ),
} as const;

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    msw: { handlers: [] },
    controls: { expanded: true },
  },
  tags: ['autodocs-off'],
};

export default preview;
