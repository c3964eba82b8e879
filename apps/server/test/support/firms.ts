// The setup most server tests share: a test server with the owner's firm signed up and, for the
// cross-firm refusals, a second firm that must never see the first one's data.
import { registerFirm, type SignedIn } from './auth.ts';
import { giveCredits } from './runs.ts';
import { startTestServer, type TestServer } from './testRuntime.ts';

/** The Research Analyst reads the local fixture sites (startFixtureSites), several companies at a time. */
export const ANALYST_ON_FIXTURE_SITES: Readonly<Record<string, string>> = { ANALYST_ALLOW_PRIVATE_NETWORKS: '1', ANALYST_CONCURRENCY: '4' };

export interface ServerWithFirms {
  server: TestServer;
  owner: SignedIn;
  other: SignedIn;
}

export interface FirmsOptions {
  /** Configuration on top of the test defaults. */
  env?: Record<string, string>;
  /** Registration fields of the owner's firm (e.g. firm_name). */
  owner?: Partial<Record<string, string>>;
  /** Registration fields of the other firm. */
  other?: Partial<Record<string, string>>;
  /** Give the owner's firm credits for analysis runs. */
  credits?: boolean;
}

/** A test server with the owner's firm only. */
export async function startServerWithOwner(options: Omit<FirmsOptions, 'other'> = {}): Promise<Omit<ServerWithFirms, 'other'>> {
  const server = await startTestServer(options.env);
  const owner = await registerFirm(server, options.owner);
  if (options.credits) await giveCredits(server, owner);
  return { server, owner };
}

/** A test server with the owner's firm and another one. */
export async function startServerWithFirms(options: FirmsOptions = {}): Promise<ServerWithFirms> {
  const { server, owner } = await startServerWithOwner(options);
  const other = await registerFirm(server, options.other);
  return { server, owner, other };
}
