/**
 * The n-th visitor's address as X-Forwarded-For text, in 10.0.0.0/8 (it is only a header: every
 * request goes to 127.0.0.1). The counter's lowest bits go to the second octet, so the /24 the
 * collector keeps of an address (app/lib/http/anonymise-ip.ts) differs too for 65,536
 * requests in a row; past 16,777,216 the counter goes on in 2001:db8::/32.
 */
export function forwardedAddress(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`an address number is a whole number from 0, not ${n}`);
  if (n < 2 ** 24) return `10.${n & 255}.${(n >>> 8) & 255}.${(n >>> 16) & 255}`;
  const rest = n - 2 ** 24;
  // The documentation prefix, the counter in the third and fourth groups (a /48 each for 65,536 in a row).
  return `2001:db8:${(rest % 65_536).toString(16)}:${Math.floor(rest / 65_536).toString(16)}::1`;
}

let next = 1;

/** A fresh address for every call, never one given before in this process. */
export const nextForwardedAddress = (): string => forwardedAddress(next++);
