// The Web Search tab wired to the API client, against MSW: what a person sees when the web search
// details load, and when they fail (a 500, a network error) while the company list did load.
// i18next first, as main.tsx does: the tab registers its texts when its module is evaluated.
import '../../../app/i18nInit.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { errorResponse, handlers, makeBenchmark, makeCompanies, makeWebSearchResult } from '@quartile/api/mocks';
import { websiteLabel } from '@quartile/ui/fragments/ResearchAnalyst';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createQueryClient } from '../../../shared/api/queryClient.ts';
import type { Runs } from '../api/runs.ts';
import { WebSearchTab } from './WebSearchTab.tsx';

const RESULTS = '*/api/benchmarks/:benchmark_id/web-search/results/';
const NOTICE = 'Failed to fetch data: the web search details could not be loaded. The website labels below are up to date.';
const first = makeCompanies()[0]!;
const firstName = first.name!;

/** No run open or started: the tab only reads. */
const idleRuns: Runs = {
  latest: { web_search: null, analysis: null, annual_reports_process: null },
  active: null,
  start: () => Promise.reject(new Error('Not started in this story')),
  cancel: () => Promise.resolve(),
  isCancelling: false,
};

/** A fresh query cache per story, so each one asks the API again. */
let queryClient: QueryClient = createQueryClient();

/** How often the results were asked for in this story (reset before each). */
let resultRequests = 0;

const pageHandlers = [handlers.companies.getCompanies, handlers.runs.listAnnualReports];

/** The page's handlers, the web search results answered by `answer` after counting the request. */
const answeringResults = (answer: () => Response) => ({
  msw: {
    handlers: [
      ...pageHandlers,
      http.get(RESULTS, () => {
        resultRequests += 1;
        return answer();
      }),
    ],
  },
});

const meta = {
  title: 'Pages/Benchmarks/WebSearchTab',
  component: WebSearchTab,
  args: { benchmark: makeBenchmark(), runs: idleRuns },
  parameters: { msw: { handlers: [...pageHandlers, handlers.runs.listWebSearchResults] } },
  decorators: [
    (Story) => (
      <QueryClientProvider client={queryClient}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  beforeEach: () => {
    resultRequests = 0;
    queryClient = createQueryClient();
  },
} satisfies Meta<typeof WebSearchTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading runs through MSW in the browser: allow a busy machine more than the default second. */
const LOADED = { timeout: 5000 };

/** The notice that the details could not be loaded (a status: its title and text are separate elements), or null. */
const notice = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('status').find((el) => el.textContent?.startsWith(NOTICE)) ?? null;
const shownNotice = (canvasElement: HTMLElement) => waitFor(() => expect(notice(canvasElement)).toBeVisible(), LOADED).then(() => notice(canvasElement)!);

const companyRow = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name: 'Company websites' })).getByRole('listitem', { name });

/** The details loaded: the company the web search read opens what it found. */
export const Success: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: `Web search details: ${firstName}` }, LOADED);
    await expect(notice(canvasElement)).toBeNull();
    await userEvent.click(toggle);
    await expect(within(companyRow(canvasElement, firstName)).getByText('Homepage read')).toBeVisible();
  },
};

/** The details answer 500 once: the labels stay, a calm notice says so, and Try again brings the details. */
export const ResultsServerError: Story = {
  parameters: answeringResults(() =>
    resultRequests === 1 ? errorResponse(500, 'Internal server error') : HttpResponse.json([makeWebSearchResult({ company_id: first.id })]),
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shown = await shownNotice(canvasElement);
    // The labels come with the company list, which loaded; only the Details are missing.
    await expect(companyRow(canvasElement, firstName)).toHaveTextContent(websiteLabel(first).label);
    await expect(canvas.queryByRole('button', { name: /^Web search details/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(within(shown).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: `Web search details: ${firstName}` }, LOADED)).toBeVisible();
    await expect(notice(canvasElement)).toBeNull();
    await expect(resultRequests).toBe(2);
  },
};

/** No answer at all (offline): the same notice; trying again asks again and, still offline, says so again. */
export const ResultsNetworkError: Story = {
  parameters: answeringResults(() => HttpResponse.error()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shown = await shownNotice(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Company websites' })).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultRequests).toBe(2), LOADED);
    // Still offline: the notice is still there, ready to try again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled(), LOADED);
    await expect(notice(canvasElement)).toBeVisible();
  },
};
