import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { parseIpAddress } from './ip-address.js';

/**
 * POSTs to URLs a partner chose: the request must not reach our own network. Every address is
 * checked when the socket connects (the lookup the socket uses, not a lookup before it), so a name
 * that answers a public address to a check and a private one to the connection (DNS rebinding) has
 * no window. Redirects are never followed (node:http does not), the whole exchange has a deadline,
 * and only the first bytes of the answer are kept.
 */

export interface OutboundPolicy {
  /** Loopback, private, link-local, CGNAT and metadata addresses allowed (development and tests). */
  allowPrivate: boolean;
  /** Plain http refused. */
  httpsOnly: boolean;
  /** Deadline of the whole exchange, connect to last byte kept. */
  timeoutMs: number;
  /** Bytes of the answer kept; the rest is not read. */
  maxResponseBytes: number;
}

export interface OutboundAnswer {
  status: number;
  /** At most `maxResponseBytes` of the body, as UTF-8 (a cut character is replaced). */
  body: string;
}

/** A request we refused to make; the message names the rule, never a secret. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
}

/**
 * Only globally routable unicast: ipaddr.js names every special range (loopback, private, linkLocal —
 * 169.254.169.254 is there —, carrierGradeNat, uniqueLocal — fd00:ec2::254 —, multicast, reserved…).
 */
export function isPublicAddress(text: string): boolean {
  const address = parseIpAddress(text);
  return address !== undefined && address.range() === 'unicast';
}

function refuseAddress(address: string): OutboundRefusedError {
  return new OutboundRefusedError(`destination address ${address} is not a public address`);
}

/** The socket's lookup: resolves as usual, then refuses a name with any non-public address. */
export function guardedLookup(allowPrivate: boolean, resolve: LookupFunction = dnsLookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answer) => {
      if (error) return callback(error, '', 0);
      const addresses = answer as unknown as LookupAddress[];
      const blocked = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (blocked) return callback(refuseAddress(blocked.address), '', 0);
      if (addresses.length === 0) return callback(new OutboundRefusedError(`${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The URL, refused by the policy's scheme and literal-address rules (a name is checked when it connects). */
export function checkOutboundUrl(raw: string, policy: Pick<OutboundPolicy, 'allowPrivate' | 'httpsOnly'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.httpsOnly)) {
    throw new OutboundRefusedError(policy.httpsOnly ? 'the URL must use https' : 'the URL must use http or https');
  }
  if (url.username !== '' || url.password !== '') throw new OutboundRefusedError('the URL must not carry credentials');
  // A literal address never goes through a lookup: checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !policy.allowPrivate && !isPublicAddress(host)) throw refuseAddress(host);
  return url;
}

export interface OutboundClient {
  post(url: string, headers: Record<string, string>, body: string): Promise<OutboundAnswer>;
  close(): void;
}

export function createOutboundClient(policy: OutboundPolicy, resolve?: LookupFunction): OutboundClient {
  const lookup = guardedLookup(policy.allowPrivate, resolve);
  // Keep-alive: a busy endpoint is not a TCP and TLS handshake per message. A kept socket was checked when it connected.
  const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }) };
  return {
    async post(raw, headers, body) {
      const url = checkOutboundUrl(raw, policy);
      const protocol = url.protocol as 'http:' | 'https:';
      const send = protocol === 'https:' ? https.request : http.request;
      return new Promise<OutboundAnswer>((resolveAnswer, reject) => {
        const request = send(
          url,
          {
            method: 'POST',
            agent: agents[protocol],
            lookup,
            headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
            signal: AbortSignal.timeout(policy.timeoutMs),
          },
          (response) => {
            const chunks: Buffer[] = [];
            let kept = 0;
            const finish = () => {
              response.removeAllListeners('data');
              // NUL has no place in a PostgreSQL text column.
              resolveAnswer({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').replaceAll('\0', '') });
            };
            response.on('data', (chunk: Buffer) => {
              const room = policy.maxResponseBytes - kept;
              chunks.push(chunk.subarray(0, Math.max(room, 0)));
              kept += Math.min(chunk.length, Math.max(room, 0));
              // Enough kept: the rest is not our business, and the socket is not reused.
              if (kept >= policy.maxResponseBytes) {
                finish();
                response.destroy();
              }
            });
            response.on('end', finish);
            response.on('error', reject);
          },
        );
        request.on('error', (error: Error) => reject(error.name === 'AbortError' || error.name === 'TimeoutError' ? new Error(`no answer within ${policy.timeoutMs} ms`) : error));
        request.end(body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
