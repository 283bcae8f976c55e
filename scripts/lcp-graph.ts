// Why a page's LCP is what it is (`node scripts/perf-lcp.ts --explain`): the requests Lighthouse's
// simulation (lantern) counted for it, each with its simulated start and end and whether it had
// to open a connection of its own. Lighthouse reports only the metric; the simulation keeps each
// run's node timings on its Simulator, which is where these are read from (decision 028).
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/** One request of a simulated load. */
export interface SimulatedRequest {
  path: string;
  priority: string;
  /** Bytes on the wire, headers included. */
  bytes: number;
  /** Milliseconds from the start of the navigation, as simulated. */
  start: number;
  end: number;
  /** Opened its own connection (a handshake, then slow start from the first window). */
  newConnection: boolean;
}

/** LCP is simulated twice, and reported as the mean of the two. */
export interface LcpGraph {
  optimistic: SimulatedRequest[];
  pessimistic: SimulatedRequest[];
}

/** The parts of lantern's node and timing this reads, so that a test can make them. */
export interface TimedNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number };
}
export interface NodeTiming {
  startTime: number;
  endTime: number;
  connectionTiming?: { dnsResolutionTime?: number };
}

/** The network requests of one simulation, in the order they started, paths relative to `origin`. */
export function simulatedRequests(
  timings: Iterable<[TimedNode, NodeTiming]>,
  origin: string,
): SimulatedRequest[] {
  const requests: SimulatedRequest[] = [];
  for (const [node, timing] of timings) {
    if (node.type !== "network" || !node.request) continue;
    const { url, priority, transferSize } = node.request;
    requests.push({
      path: url.startsWith(origin) ? url.slice(origin.length) : url,
      priority,
      bytes: transferSize,
      start: timing.startTime,
      end: timing.endTime,
      // Lantern times the name lookup only on a connection it opens.
      newConnection: timing.connectionTiming?.dnsResolutionTime !== undefined,
    });
  }
  return requests.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The LCP simulations of the Lighthouse run that has just ended; forgets them, and every other. */
export function takeLcpGraph(origin: string): LcpGraph {
  const all = Lantern.Simulation.Simulator.allNodeTimings;
  const graph = (label: string) =>
    simulatedRequests((all.get(label) ?? new Map()) as Map<TimedNode, NodeTiming>, origin);
  const taken = {
    optimistic: graph("optimisticLargestContentfulPaint"),
    pessimistic: graph("pessimisticLargestContentfulPaint"),
  };
  all.clear();
  return taken;
}

/** Lines for a terminal: each simulation's requests, those only the pessimistic one counts marked +. */
export function formatLcpGraph(graph: LcpGraph): string[] {
  const inOptimistic = new Set(graph.optimistic.map((request) => request.path));
  const line = (request: SimulatedRequest) => {
    const mark = inOptimistic.has(request.path) ? " " : "+";
    const span = `${Math.round(request.start)}-${Math.round(request.end)} ms`.padStart(14);
    const kb = `${(request.bytes / 1024).toFixed(1)} KB`.padStart(8);
    const connection = request.newConnection ? "new connection" : "reused connection";
    return ` ${mark}${span} ${kb}  ${request.priority.padEnd(8)} ${connection.padEnd(17)} ${request.path}`;
  };
  const extra = graph.pessimistic.filter((request) => !inOptimistic.has(request.path)).length;
  return [
    "optimistic:",
    ...graph.optimistic.map(line),
    ...(extra > 0
      ? [
          `pessimistic, ${extra} more ${extra === 1 ? "request" : "requests"} sharing the line:`,
          ...graph.pessimistic.map(line),
        ]
      : ["pessimistic: the same requests."]),
  ];
}
