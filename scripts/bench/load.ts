import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  /** Answers received in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * One autocannon run against a local server (only 127.0.0.1: load tests never leave the
 * machine), bounded in time. Latencies are milliseconds.
 */
export async function load(options: {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** Bodies to rotate through (POST), so that the server is not answering one cached question. */
  bodies?: string[];
  /** Paths to rotate through (GET), for the same reason. */
  paths?: () => string;
  /**
   * Each request's body and extra headers (POST), for runs where every request is another
   * member's state change: the Authorization header varies with the body.
   */
  calls?: () => { body: string; headers: Record<string, string> };
}): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== '127.0.0.1') throw new Error('load tests run against 127.0.0.1 only');
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    requests:
      options.bodies || options.paths || options.calls
        ? [
            {
              setupRequest: (request) => {
                if (options.paths) return { ...request, path: options.paths() };
                if (options.calls) {
                  const call = options.calls();
                  return { ...request, body: call.body, headers: { ...request.headers, ...call.headers } };
                }
                const body = options.bodies![next++ % options.bodies!.length]!;
                return { ...request, body };
              },
            },
          ]
        : undefined,
  });
  return {
    label: options.label,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printLoad(result: LoadResult): void {
  console.log(
    `${result.label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50
      .toFixed(1)
      .padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  errors ${result.errors + result.non2xx}`,
  );
}
