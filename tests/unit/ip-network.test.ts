import { describe, expect, it } from "vitest";
import { addressNetwork } from "@/lib/api/ip-network";

describe("addressNetwork (what per-IP limits count)", () => {
  it("keeps IPv4 addresses whole, also when written as IPv4-mapped IPv6", () => {
    expect(addressNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressNetwork("0:0:0:0:0:ffff:203.0.113.8")).toBe("203.0.113.8");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0009",
      "2001:db8:1:2:a::b",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::192.0.2.1",
    ])
      expect(addressNetwork(address), address).toBe(network);
    expect(addressNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("returns anything that is not an address as it came", () => {
    for (const value of ["unknown", "alice", "", "2001:db8::1::2", "1.2.3", "session_123"])
      expect(addressNetwork(value)).toBe(value);
  });
});
