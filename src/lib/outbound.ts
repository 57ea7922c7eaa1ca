// Calls to URLs a seller gives Levy (webhook endpoints). A seller must not make Levy reach what only
// Levy can reach: loopback, private and unique-local networks, link-local addresses (the cloud
// metadata service at 169.254.169.254 among them), multicast and reserved ranges. The address is
// checked where the connection is made, on the address actually dialled, so a host name that
// resolves to a public address when the endpoint is created and to a private one later (DNS
// rebinding) is refused too. ALLOW_PRIVATE_WEBHOOK_URLS=true lifts the rule (development, tests).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique-local (fd00:ec2::254, another metadata address, among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv6');
}

/** Whether Levy must not connect to `address` for a seller (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped !== null) return forbidden.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why a URL may not be given as a webhook endpoint, or null: its host is such an address, or
 * resolves only to such addresses. A host that does not resolve now is let through (delivery checks
 * again, where it counts).
 */
export async function forbiddenUrlReason(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = hostOf(new URL(url));
  if (isIP(host) !== 0)
    return isForbiddenAddress(host) ? `${host} is a loopback, private, link-local, multicast or reserved address.` : null;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (err, found) => resolve(err ? [] : found)),
  );
  if (addresses.length > 0 && addresses.every((a) => isForbiddenAddress(a.address)))
    return `${host} resolves only to loopback, private, link-local, multicast or reserved addresses (${addresses.map((a) => a.address).join(', ')}).`;
  return null;
}

export class ForbiddenAddressError extends Error {}

/** A DNS lookup that fails on a forbidden address: the check happens on what the socket dials. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as LookupAddress[];
    const allowed = list.find((a) => !isForbiddenAddress(a.address));
    if (allowed === undefined)
      return callback(
        new ForbiddenAddressError(
          `${hostname} resolves only to addresses Levy does not call for sellers (${list.map((a) => a.address).join(', ')})`,
        ),
        '',
        0,
      );
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [allowed]);
    callback(null, allowed.address, allowed.family);
  });
};

/**
 * POSTs `body` to a seller-given URL and answers the status code. No redirects are followed (a
 * redirect is an answer, not a new target). Refuses a forbidden address before any byte is sent.
 */
export function postToSellerUrl(
  url: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number },
): Promise<number> {
  const target = new URL(url);
  const host = hostOf(target);
  if (!allowPrivate && isIP(host) !== 0 && isForbiddenAddress(host))
    return Promise.reject(new ForbiddenAddressError(`${host} is an address Levy does not call for sellers`));
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    timeout: timeoutMs,
    ...(allowPrivate ? {} : { lookup: checkedLookup }),
  };
  return new Promise((resolve, reject) => {
    const req = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${target.origin} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
