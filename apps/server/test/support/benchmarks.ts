// Creating benchmarks and uploading files through the real endpoints.
import type { TestServer } from './testRuntime.ts';
import { bearer, type SignedIn } from './auth.ts';

export async function newBenchmark(server: TestServer, session: SignedIn, years: number[] = [2021, 2022, 2023]): Promise<string> {
  const client = await server.app.inject({ method: 'POST', url: '/api/clients/', headers: bearer(session), payload: { name: 'Import Client', country: 'India', website: 'https://client.example' } });
  const benchmark = await server.app.inject({
    method: 'POST',
    url: '/api/benchmarks/',
    headers: bearer(session),
    payload: { client_id: client.json().id, name: 'Import test', tested_party_description: 'LRD', start_date: '2025-04-01', financial_years: years },
  });
  return benchmark.json().id;
}

export async function uploadFile(server: TestServer, session: SignedIn, url: string, filename: string, content: Uint8Array | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([content]), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

