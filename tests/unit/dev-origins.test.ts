import { describe, expect, it } from "vitest";
import { devOrigins } from "@/lib/dev/allowed-origins";

describe("devOrigins: where `npm run dev` may be opened besides localhost", () => {
  it("has loopback and this machine's network addresses, IPv6 in brackets without its zone", () => {
    const origins = devOrigins({
      lo: [
        { address: "127.0.0.1", netmask: "255.0.0.0", family: "IPv4", mac: "", internal: true, cidr: null },
        { address: "::1", netmask: "", family: "IPv6", mac: "", internal: true, cidr: null, scopeid: 0 },
      ],
      eth0: [
        { address: "192.168.1.20", netmask: "", family: "IPv4", mac: "", internal: false, cidr: null },
        { address: "fe80::1%eth0", netmask: "", family: "IPv6", mac: "", internal: false, cidr: null, scopeid: 2 },
      ],
    });
    expect(origins).toEqual(["127.0.0.1", "[::1]", "192.168.1.20", "[fe80::1]"]);
  });

  it("has loopback even on a machine with no interfaces listed", () => {
    expect(devOrigins({})).toEqual(["127.0.0.1", "[::1]"]);
  });
});
