import { createHmac } from 'node:crypto';
import { messageProviderMessages as texts } from '@campus/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpsProvider,
  verifyCallback,
  type HttpsProviderSettings,
} from '../../src/lib/messaging/https-provider.js';
import type { MessageProvider } from '../../src/lib/messaging/provider.js';
import { GATEWAY_SECRET, startGateway, type TestGateway } from '../helpers/https-gateway.js';

let gateway: TestGateway;
let provider: MessageProvider | undefined;

function connect(settings: Partial<HttpsProviderSettings> = {}) {
  provider = createHttpsProvider({
    channel: 'sms',
    url: gateway.url,
    secret: GATEWAY_SECRET,
    ca: gateway.ca,
    templates: new Map([['absence', '1207161234567890123']]),
    senderId: 'CAMPUS',
    timeoutMs: 1000,
    ...settings,
  });
  return provider;
}

const absence = { id: 'msg-7', to: '+919876543210', text: 'रवि आज अनुपस्थित था।', kind: 'absence' };

beforeAll(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await provider?.close();
  provider = undefined;
  gateway.hanging = false;
});
afterAll(() => gateway.stop());

describe('SMS or WhatsApp through an HTTPS gateway', () => {
  it('POSTs the message as JSON signed with HMAC-SHA256 over the timestamp and the body', async () => {
    const before = Math.floor(Date.now() / 1000);
    await expect(connect().send(absence)).resolves.toEqual({ providerMessageId: 'g1' });
    const [request] = gateway.accepted;
    expect(JSON.parse(request!.body)).toEqual({ ...absence, templateId: '1207161234567890123', senderId: 'CAMPUS' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(Number(request!.headers['x-campus-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(request!.headers['x-campus-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('sends a kind from the sender id its template is registered under', async () => {
    await connect({ senders: new Map([['absence', 'CAMPUSA']]) }).send(absence);
    expect(JSON.parse(gateway.accepted.at(-1)!.body)).toMatchObject({ senderId: 'CAMPUSA' });
  });

  it('sends WhatsApp with no DLT template, and SMS of a kind without one not at all', async () => {
    await expect(connect().send({ ...absence, kind: 'notice' })).rejects.toThrow(texts.noTemplate('notice'));
    await provider!.close();
    const whatsapp = connect({ channel: 'whatsapp', templates: undefined, senderId: undefined });
    expect(whatsapp.channel).toBe('whatsapp');
    const { providerMessageId } = await whatsapp.send({ ...absence, kind: 'notice' });
    expect(JSON.parse(gateway.accepted.at(-1)!.body)).toEqual({ ...absence, kind: 'notice' });
    expect(providerMessageId).toBe(`g${gateway.accepted.length}`);
  });

  it('fails with the gateway’s words when it refuses the signature (a wrong secret)', async () => {
    const refusedBefore = gateway.refused.length;
    await expect(connect({ secret: 'another-secret-of-at-least-32-characters' }).send(absence)).rejects.toThrow(
      texts.providerRefused('SMS', 401, 'The signature does not match.'),
    );
    expect(gateway.refused).toHaveLength(refusedBefore + 1);
  });

  it('trusts only the configured certificate authority, and gives up on a gateway that does not answer', async () => {
    const received = gateway.accepted.length + gateway.refused.length;
    // Node adds its own hint after the reason.
    await expect(connect({ ca: undefined }).send(absence)).rejects.toThrow(
      texts.providerUnreachable('SMS', 'self-signed certificate').slice(0, -1),
    );
    expect(gateway.accepted.length + gateway.refused.length).toBe(received);
    await provider!.close();
    gateway.hanging = true;
    await expect(connect({ channel: 'whatsapp' }).send(absence)).rejects.toThrow(texts.providerNoAnswer('WhatsApp', 1));
  });
});

describe('verifyCallback', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const body = JSON.stringify({ providerMessageId: 'g1', state: 'delivered' });
  const signed = (timestamp: number, secret = GATEWAY_SECRET, signedBody = body) => ({
    'x-campus-timestamp': String(timestamp),
    'x-campus-signature': `sha256=${createHmac('sha256', secret).update(`${timestamp}.${signedBody}`).digest('hex')}`,
  });
  const seconds = now.getTime() / 1000;

  it('accepts a callback signed with the secret within 5 minutes, as a string or as bytes', () => {
    expect(verifyCallback(body, signed(seconds), GATEWAY_SECRET, now)).toBe(true);
    expect(verifyCallback(Buffer.from(body), signed(seconds - 299), GATEWAY_SECRET, now)).toBe(true);
  });

  it('refuses a wrong secret, another body, a missing signature or timestamp, and a stale or future timestamp', () => {
    expect(verifyCallback(body, signed(seconds, 'another-secret'), GATEWAY_SECRET, now)).toBe(false);
    expect(verifyCallback(body, signed(seconds, GATEWAY_SECRET, '{}'), GATEWAY_SECRET, now)).toBe(false);
    expect(verifyCallback(body, { 'x-campus-timestamp': String(seconds) }, GATEWAY_SECRET, now)).toBe(false);
    const { 'x-campus-timestamp': _timestamp, ...unstamped } = signed(seconds);
    expect(verifyCallback(body, unstamped, GATEWAY_SECRET, now)).toBe(false);
    expect(verifyCallback(body, signed(seconds - 301), GATEWAY_SECRET, now)).toBe(false);
    expect(verifyCallback(body, signed(seconds + 301), GATEWAY_SECRET, now)).toBe(false);
    expect(verifyCallback(body, { ...signed(seconds), 'x-campus-signature': 'sha256=00' }, GATEWAY_SECRET, now)).toBe(
      false,
    );
  });
});
