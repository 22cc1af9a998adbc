import { isIPv4, isIPv6 } from "node:net";

/**
 * IPv4: the last octet zeroed. IPv6: the last 80 bits zeroed (the first 48 kept).
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is treated as the IPv4 it carries. Anything else → "0.0.0.0".
 */
export function anonymiseIp(ip: string | undefined): string {
  const address = (ip ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return address.replace(/\.\d+$/, ".0");
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 3).join(":")}::`;
  return "0.0.0.0";
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = [...headParts, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailParts];
  return parts.map((part) => (part.includes(".") ? "0" : part.toLowerCase().replace(/^0+(?=.)/, "")));
}
