import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const GATEWAY_SECRET = 'the-gateway-secret-of-32-characters-or-more';

/** A certificate for localhost and 127.0.0.1, made by openssl for this run; it is its own certificate authority. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'campus-gateway-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An SMS/WhatsApp gateway on a local HTTPS port: it checks each request's X-Campus-Signature (HMAC-SHA256 of
 * "<X-Campus-Timestamp>.<body>" with GATEWAY_SECRET, computed here on its own), answers 401 { error } when it is
 * wrong and 200 { providerMessageId: "g1", "g2"… } when right, can be made to leave requests unanswered (a hung
 * gateway), from the start or once it has accepted a number of messages, and can be stopped and started again on the
 * same port.
 */
export interface TestGateway {
  url: string;
  /** The certificate authority (PEM) the gateway's certificate comes from. */
  ca: string;
  accepted: ReceivedRequest[];
  refused: ReceivedRequest[];
  /** The requests left unanswered (hanging, or past hangAfter). */
  unanswered: ReceivedRequest[];
  /** Leaves every request unanswered while true. */
  hanging: boolean;
  /** Once this many requests have been accepted in all, leaves every further one unanswered. */
  hangAfter: number | undefined;
  /** Listens again on the same port, unless it is listening. */
  start(): Promise<void>;
  /** Drops every connection and stops listening. */
  stop(): Promise<void>;
}

export async function startGateway(): Promise<TestGateway> {
  const { key, cert } = selfSignedCertificate();
  let server: Server | undefined;
  let port = 0;
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      if (gateway.hanging || (gateway.hangAfter !== undefined && gateway.accepted.length >= gateway.hangAfter)) {
        gateway.unanswered.push(received);
        return;
      }
      const timestamp = String(request.headers['x-campus-timestamp']);
      const expected = `sha256=${createHmac('sha256', GATEWAY_SECRET).update(`${timestamp}.${received.body}`).digest('hex')}`;
      response.setHeader('content-type', 'application/json');
      if (request.headers['x-campus-signature'] !== expected) {
        gateway.refused.push(received);
        response.writeHead(401).end(JSON.stringify({ error: 'The signature does not match.' }));
        return;
      }
      gateway.accepted.push(received);
      response.end(JSON.stringify({ providerMessageId: `g${gateway.accepted.length}` }));
    });
  };
  const gateway: TestGateway = {
    get url() {
      return `https://localhost:${port}/messages`;
    },
    ca: cert,
    accepted: [],
    refused: [],
    unanswered: [],
    hanging: false,
    hangAfter: undefined,
    async start() {
      if (server) return;
      server = createServer({ key, cert }, answer);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      if (!server) return;
      const stopping = server;
      server = undefined;
      stopping.closeAllConnections();
      stopping.close();
      await once(stopping, 'close');
    },
  };
  await gateway.start();
  return gateway;
}
