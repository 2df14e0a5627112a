import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Server, type Session } from 'smpp';
import type { SmppSettings } from '../../src/lib/messaging/smpp-provider.js';

export const SMPP_SYSTEM_ID = 'campus';
export const SMPP_PASSWORD = 'smpp-pw';

/** The settings of an SMS provider bound to this peer: its credentials, a sender id and DLT entity, the templates. */
export const smppSettings = (
  smsc: { url: string },
  templates: ReadonlyMap<string, string>,
  more: Partial<SmppSettings> = {},
): SmppSettings => ({
  url: smsc.url,
  systemId: SMPP_SYSTEM_ID,
  password: SMPP_PASSWORD,
  senderId: 'CAMPUS',
  dltEntityId: '1201159100000012345',
  templates,
  ...more,
});

/**
 * A real SMPP peer on a local port, made with the smpp library's own server side: it binds transceivers that give
 * SMPP_SYSTEM_ID and SMPP_PASSWORD, answers submit_sm with message ids m1, m2… and keeps what it received, answers
 * enquire_link and unbind, sends delivery receipts, and can be stopped and started again on the same port, or made
 * to leave requests unanswered (a hung SMSC), from the start or once it has accepted a number of messages.
 */
export interface TestSmsc {
  port: number;
  url: string;
  /** The submit_sm answered: the messages the SMSC accepted. */
  submitted: Pdu[];
  /** The submit_sm left unanswered (hanging, or past hangAfter). */
  unanswered: Pdu[];
  /** Every bind_transceiver, answered or refused. */
  binds: Pdu[];
  /** The enquire_link requests received. */
  enquireLinks: number;
  /** Leaves every submit_sm and enquire_link unanswered while true. */
  hanging: boolean;
  /** Once this many submit_sm have been accepted in all, leaves every further one unanswered. */
  hangAfter: number | undefined;
  /**
   * While true, each submit_sm is reported delivered (deliver_sm, answered) before it is answered: the receipt
   * arrives before the client knows the message's id.
   */
  receiptsFirst: boolean;
  /** Sends a deliver_sm on the latest bound session and resolves with its deliver_sm_resp. */
  deliver(fields: Record<string, unknown>): Promise<Pdu>;
  waitFor(what: () => boolean, timeoutMs?: number): Promise<void>;
  /** Listens again on the same port, unless it is listening. */
  start(): Promise<void>;
  /** Drops every link and stops listening. */
  stop(): Promise<void>;
}

export async function startSmsc(): Promise<TestSmsc> {
  let server: Server | undefined;
  const bound: Session[] = [];
  const smsc: TestSmsc = {
    port: 0,
    get url() {
      return `smpp://127.0.0.1:${smsc.port}`;
    },
    submitted: [],
    unanswered: [],
    binds: [],
    enquireLinks: 0,
    hanging: false,
    hangAfter: undefined,
    receiptsFirst: false,
    deliver(fields) {
      const session = bound.at(-1);
      if (!session) return Promise.reject(new Error('no bound session to deliver on'));
      return new Promise((resolve) => session.deliver_sm(fields, resolve));
    },
    async waitFor(what, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!what()) {
        if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async start() {
      if (server) return;
      server = smpp.createServer((session) => {
        session.on('error', () => undefined);
        session.on('close', () => {
          if (bound.includes(session)) bound.splice(bound.indexOf(session), 1);
        });
        session.on('bind_transceiver', (pdu: Pdu) => {
          smsc.binds.push(pdu);
          const allowed = pdu.system_id === SMPP_SYSTEM_ID && pdu.password === SMPP_PASSWORD;
          session.send(pdu.response(allowed ? {} : { command_status: smpp.errors.ESME_RINVPASWD! }));
          if (allowed) bound.push(session);
        });
        session.on('submit_sm', (pdu: Pdu) => {
          if (smsc.hanging || (smsc.hangAfter !== undefined && smsc.submitted.length >= smsc.hangAfter)) {
            smsc.unanswered.push(pdu);
            return;
          }
          smsc.submitted.push(pdu);
          const messageId = `m${smsc.submitted.length}`;
          if (!smsc.receiptsFirst) {
            session.send(pdu.response({ message_id: messageId }));
            return;
          }
          const receipt = `id:${messageId} sub:001 dlvrd:001 stat:DELIVRD err:000 text:`;
          session.deliver_sm({ esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT, short_message: receipt }, () =>
            session.send(pdu.response({ message_id: messageId })),
          );
        });
        session.on('enquire_link', (pdu: Pdu) => {
          smsc.enquireLinks += 1;
          if (!smsc.hanging) session.send(pdu.response());
        });
        session.on('unbind', (pdu: Pdu) => {
          session.send(pdu.response());
          session.close();
        });
      });
      server.listen(smsc.port, '127.0.0.1');
      await once(server, 'listening');
      smsc.port = (server.address() as AddressInfo).port;
    },
    async stop() {
      if (!server) return;
      const closed = once(server, 'close');
      server.close();
      for (const session of [...server.sessions]) session.destroy();
      await closed;
      server = undefined;
    },
  };
  await smsc.start();
  return smsc;
}
