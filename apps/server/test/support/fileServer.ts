// The setup most server test files share: one test server for the whole file with a registered firm
// owner, closed when the file ends.
import { afterAll, beforeAll } from 'vitest';
import { registerFirm, type SignedIn } from './auth.ts';
import { startTestServer, type TestServer } from './testRuntime.ts';

export interface FileServer {
  server: TestServer;
  owner: SignedIn;
}

/** Starts the file's server and registers its owner before the file's tests; `ready` receives both. */
export function withFileServer(ready: (started: FileServer) => void, env: Record<string, string> = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    ready({ server, owner: await registerFirm(server) });
  });
  afterAll(async () => {
    await server?.close();
  });
}
