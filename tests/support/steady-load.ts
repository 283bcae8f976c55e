// A steady load of page requests and sign-ups, as visitors would send them during a release:
// a few page loops and one sign-up every `signupEveryMs`, each sign-up with its own address and
// note, until stopped. Every answer is counted; a failure is anything but 2xx/3xx, or no answer.
import { setTimeout as sleep } from "node:timers/promises";

export interface LoadOptions {
  origin: string;
  pages: readonly string[];
  pageLoops?: number;
  signupEveryMs?: number;
  /** Extra options for fetch (an undici dispatcher that trusts a test CA, say). */
  init?: RequestInit;
  /** Tells this run's addresses apart from another's. */
  tag: string;
}

export interface LoadResult {
  requests: number;
  failures: string[];
  /** Addresses whose sign-up was answered 200. */
  signedUp: string[];
  seconds: number;
}

export function startSteadyLoad({
  origin,
  pages,
  pageLoops = 4,
  signupEveryMs = 100,
  init = {},
  tag,
}: LoadOptions): { stop: () => Promise<LoadResult> } {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const signedUp: string[] = [];
  const started = Date.now();

  async function request(path: string, options: RequestInit = {}): Promise<Response | null> {
    requests += 1;
    try {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        ...options,
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status >= 400) failures.push(`${path}: ${response.status}`);
      return response;
    } catch (error) {
      failures.push(
        `${path}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error)}`,
      );
      return null;
    }
  }

  async function pageLoop(offset: number) {
    for (let i = offset; running; i += 1) {
      await request(pages[i % pages.length] ?? "/");
      await sleep(10);
    }
  }

  async function signupLoop() {
    for (let i = 0; running; i += 1) {
      const email = `${tag}-${i}@example.com`;
      const response = await request("/api/front-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, firstname: "Steady", message: `note ${tag} ${i}` }),
      });
      if (response?.status === 200) signedUp.push(email);
      await sleep(signupEveryMs);
    }
  }

  const loops = [...Array.from({ length: pageLoops }, (_, index) => pageLoop(index)), signupLoop()];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { requests, failures, signedUp, seconds: (Date.now() - started) / 1000 };
    },
  };
}
