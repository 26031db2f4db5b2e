import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

function get(agent: http.Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseURL), { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("an idle kept-alive connection stays open longer than Node's 5 s default, for the proxy's pooled connections", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get(agent, "/api/health")).status).toBe(200);
    await sleep(6_500);
    const second = await get(agent, "/api/health");
    expect(second.status).toBe(200);
    expect(second.reusedSocket).toBe(true);
  } finally {
    agent.destroy();
  }
});
