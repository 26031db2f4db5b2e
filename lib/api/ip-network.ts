import { isIP, isIPv4 } from "node:net";

// decision 011: an IPv6 subscriber holds a whole /64, so counting full addresses would give one visitor 2^64 buckets.

function ipv6Groups(address: string): number[] | null {
  let text = address;
  // An IPv4 tail ("::ffff:192.0.2.1", "64:ff9b::192.0.2.1") is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === "" ? [] : half.split(":").map((group) => parseInt(group, 16)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<number>(Math.max(zeros, 0)).fill(0), ...tail];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

export function addressNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().split("%")[0];
  if (isIPv4(address)) return address;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
