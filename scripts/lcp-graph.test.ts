import { describe, expect, it } from "vitest";
import { formatLcpGraph, simulatedRequests, type NodeTiming, type TimedNode } from "./lcp-graph.ts";

const origin = "http://127.0.0.1:4000";
const request = (path: string, priority: string, transferSize: number): TimedNode => ({
  type: "network",
  request: { url: origin + path, priority, transferSize },
});
const cold = (startTime: number, endTime: number): NodeTiming => ({
  startTime,
  endTime,
  connectionTiming: { dnsResolutionTime: 0 },
});
const warm = (startTime: number, endTime: number): NodeTiming => ({
  startTime,
  endTime,
  connectionTiming: {},
});

describe("the requests of a simulated load", () => {
  const timings: [TimedNode, NodeTiming][] = [
    [request("/images/a.480w.avif", "High", 31_500), cold(602, 1053)],
    [{ type: "cpu" }, { startTime: 602, endTime: 624 }],
    [request("/artists/a", "VeryHigh", 11_800), cold(0, 602)],
    [request("/assets/style.css", "VeryHigh", 8_900), warm(602, 753)],
  ];

  it("keeps the network requests in the order they started, with paths and connections", () => {
    const requests = simulatedRequests(timings, origin);
    expect(requests.map((each) => each.path)).toEqual([
      "/artists/a",
      "/assets/style.css",
      "/images/a.480w.avif",
    ]);
    expect(requests.map((each) => each.newConnection)).toEqual([true, false, true]);
    expect(requests[2]).toMatchObject({ priority: "High", bytes: 31_500, start: 602, end: 1053 });
  });

  it("marks the requests only the pessimistic simulation counts", () => {
    const optimistic = simulatedRequests(timings, origin);
    const lazy: [TimedNode, NodeTiming] = [
      request("/images/b.768w.avif", "Low", 67_000),
      cold(602, 1960),
    ];
    const pessimistic = simulatedRequests([...timings, lazy], origin);
    const lines = formatLcpGraph({ optimistic, pessimistic });
    expect(lines).toContain("pessimistic, 1 more request sharing the line:");
    expect(lines.filter((line) => line.startsWith(" +"))).toEqual([
      expect.stringMatching(
        /602-1960 ms\s+65\.4 KB\s+Low\s+new connection\s+\/images\/b\.768w\.avif$/,
      ),
    ]);
    expect(formatLcpGraph({ optimistic, pessimistic: optimistic })).toContain(
      "pessimistic: the same requests.",
    );
  });
});
