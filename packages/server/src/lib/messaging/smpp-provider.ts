import { messageProviderMessages as texts, smsEncoding } from '@campus/domain';
import smpp, { type Pdu, type Session } from 'smpp';
import type { DeliveryReceipt, MessageProvider, OnDeliveryReceipt, OutgoingMessage } from './provider.js';

// India's operators take the DLT registration in these TLVs of submit_sm (their "DLT – Specification for SMPP
// Interface"): the principal entity id and the message's template id, both C-octet strings.
smpp.addTLV('pe_id', { id: 0x1400, type: smpp.types.tlv.cstring });
smpp.addTLV('template_id', { id: 0x1401, type: smpp.types.tlv.cstring });

export interface SmppSettings {
  /** smpp://host:port, or ssmpp:// for TLS. */
  url: string;
  systemId: string;
  password: string;
  /** The DLT-registered header messages are sent from (source_addr). */
  senderId: string;
  dltEntityId: string;
  /** The DLT template id of each kind of message; a kind without one is not sent. */
  templates: ReadonlyMap<string, string>;
  /** The sender id of a kind whose template is registered under another header than `senderId`. */
  senders?: ReadonlyMap<string, string>;
  /** How long the SMSC may take to answer a bind, a submit_sm or an enquire_link. */
  timeoutMs?: number;
  /** How often the link is checked with enquire_link while idle. */
  enquireLinkMs?: number;
  /** The wait before binding again after the link dropped. */
  reconnectMs?: number;
}

const TON_INTERNATIONAL = 1;
const NPI_ISDN = 1;
const TON_ALPHANUMERIC = 5;
/** What one SMS holds: 160 GSM-7 characters (one octet each in SMPP) or 140 octets of UCS-2. */
const SINGLE_SMS_OCTETS = { gsm7: 160, ucs2: 140 } as const;

const statusName = (status: number) =>
  Object.entries(smpp.errors).find(([, code]) => code === status)?.[0] ??
  `status 0x${status.toString(16).padStart(8, '0')}`;

/**
 * SMS over SMPP 3.4: one transceiver link, bound when first needed and again whenever it drops, kept alive with
 * enquire_link. Delivery receipts arriving on it (deliver_sm) are handed to `onReceipt`, and answered once stored.
 */
export function createSmppProvider(settings: SmppSettings, onReceipt: OnDeliveryReceipt): MessageProvider {
  const { timeoutMs = 10_000, enquireLinkMs = 30_000, reconnectMs = 5_000 } = settings;
  let link: Promise<Session> | undefined;
  let current: Session | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  /** Sends a request; a missing answer fails it and drops the link (the SMSC hangs), as does a link lost. */
  function request(
    session: Session,
    command: 'submit_sm' | 'enquire_link' | 'unbind',
    fields: Record<string, unknown>,
  ) {
    return new Promise<Pdu>((resolve, reject) => {
      const lost = () => {
        clearTimeout(timer);
        reject(new Error(texts.smscLinkLost));
      };
      const timer = setTimeout(() => {
        session.off('close', lost);
        reject(new Error(texts.smscNoAnswer(timeoutMs / 1000)));
        session.destroy();
      }, timeoutMs);
      session.once('close', lost);
      const sent = session[command](fields, (response) => {
        clearTimeout(timer);
        session.off('close', lost);
        resolve(response);
      });
      if (!sent) lost();
    });
  }

  function bind() {
    return new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({ url: settings.url });
      session.setMaxListeners(0);
      let settled = false;
      let keepAlive: NodeJS.Timeout | undefined;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new Error(reason));
        session.destroy();
      };
      const timer = setTimeout(() => fail(texts.smscNoAnswer(timeoutMs / 1000)), timeoutMs);
      // After the bind too: the library stops reading a link on which it met a PDU it could not read.
      session.on('error', (error: Error) => {
        fail(texts.smscUnreachable(error.message));
        session.destroy();
      });
      session.on('close', () => {
        fail(texts.smscUnreachable('the connection closed'));
        clearInterval(keepAlive);
        if (current !== session) return;
        current = undefined;
        link = undefined;
        reconnectLater();
      });
      session.on('connect', () => {
        session.bind_transceiver({ system_id: settings.systemId, password: settings.password }, (response) => {
          if (response.command_status !== 0) return fail(texts.smscRefusedBind(statusName(response.command_status)));
          if (closed) return fail(texts.providerClosed);
          settled = true;
          clearTimeout(timer);
          current = session;
          keepAlive = setInterval(() => request(session, 'enquire_link', {}).catch(() => undefined), enquireLinkMs);
          keepAlive.unref();
          resolve(session);
        });
      });
      // Answered once the receipt is stored; a temporary error otherwise, for the SMSC to deliver it again later.
      session.on('deliver_sm', (pdu: Pdu) => {
        const receipt = receiptOf(pdu);
        (receipt ? onReceipt(receipt) : Promise.resolve()).then(
          () => session.send(pdu.response()),
          () => session.send(pdu.response({ command_status: smpp.errors.ESME_RX_T_APPN! })),
        );
      });
      session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
      session.on('unbind', (pdu: Pdu) => {
        session.send(pdu.response());
        session.close();
      });
    });
  }

  function bound() {
    link ??= bind().catch((error: unknown) => {
      link = undefined;
      throw error;
    });
    return link;
  }

  /** Binds again after a drop, so that delivery receipts keep arriving while nothing is being sent. */
  function reconnectLater() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      bound().catch(() => reconnectLater());
    }, reconnectMs);
    reconnectTimer.unref();
  }

  return {
    channel: 'sms',
    async send(message) {
      if (closed) throw new Error(texts.providerClosed);
      const templateId = message.templateId ?? settings.templates.get(message.kind);
      if (!templateId) throw new Error(texts.noTemplate(message.kind));
      const session = await bound();
      const senderId = message.senderId ?? settings.senders?.get(message.kind);
      const response = await request(
        session,
        'submit_sm',
        submitFields({ ...message, senderId }, templateId, settings),
      );
      if (response.command_status !== 0) throw new Error(texts.smscRefusedMessage(statusName(response.command_status)));
      return { providerMessageId: String(response.message_id) };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const session = current;
      if (!session) return;
      await request(session, 'unbind', {}).catch(() => undefined);
      if (current === session) await new Promise<void>((resolve) => session.close(() => resolve()));
    },
  };
}

function submitFields(message: OutgoingMessage, templateId: string, settings: SmppSettings) {
  const encoding = smsEncoding(message.text);
  const text =
    encoding === 'gsm7' ? smpp.encodings.ASCII.encode(message.text) : smpp.encodings.UCS2.encode(message.text);
  return {
    source_addr_ton: TON_ALPHANUMERIC,
    source_addr: message.senderId ?? settings.senderId,
    dest_addr_ton: TON_INTERNATIONAL,
    dest_addr_npi: NPI_ISDN,
    destination_addr: message.to.replace(/^\+/, ''),
    registered_delivery: smpp.REGISTERED_DELIVERY.FINAL,
    data_coding: encoding === 'gsm7' ? smpp.ENCODING.SMSC_DEFAULT : smpp.ENCODING.UCS2,
    // A longer text goes whole in message_payload, for the SMSC to split into parts.
    ...(text.length <= SINGLE_SMS_OCTETS[encoding] ? { short_message: text } : { message_payload: text }),
    pe_id: settings.dltEntityId,
    template_id: templateId,
  };
}

/** Final states of a delivery receipt's text (SMPP 3.4 appendix B); others (ACCEPTD, ENROUTE) are not final. */
const FINAL_STATES: Record<string, DeliveryReceipt['state']> = {
  DELIVRD: 'delivered',
  DELIVERED: 'delivered',
  EXPIRED: 'failed',
  DELETED: 'failed',
  UNDELIV: 'failed',
  UNDELIVERABLE: 'failed',
  REJECTD: 'failed',
  REJECTED: 'failed',
  UNKNOWN: 'failed',
  FAILED: 'failed',
};

/**
 * A delivery receipt's message id and final state: from the receipted_message_id and message_state TLVs where the
 * SMSC sends them, else from the receipt's text ("id:… sub:… stat:DELIVRD err:000 text:…").
 */
function receiptOf(pdu: Pdu): DeliveryReceipt | undefined {
  if (((pdu.esm_class as number) & 0x3c) !== smpp.ESM_CLASS.MC_DELIVERY_RECEIPT) return undefined;
  const text = (decodedText(pdu.short_message) || decodedText(pdu.message_payload)).split(/\btext:/i)[0]!;
  const field = (name: string) => new RegExp(`\\b${name}:(\\S+)`, 'i').exec(text)?.[1];
  const stateFromTlv = Object.entries(smpp.MESSAGE_STATE).find(([, code]) => code === pdu.message_state)?.[0];
  const stateName = (stateFromTlv ?? field('stat'))?.toUpperCase();
  const providerMessageId = (pdu.receipted_message_id as string | undefined) || field('id');
  const state = stateName && FINAL_STATES[stateName];
  if (!providerMessageId || !state) return undefined;
  if (state === 'delivered') return { channel: 'sms', providerMessageId, state };
  const error = field('err');
  return {
    channel: 'sms',
    providerMessageId,
    state,
    reason: texts.notDelivered(stateName, /^0*$/.test(error ?? '') ? undefined : error),
  };
}

/** short_message and message_payload arrive decoded by the library as { message } (with data_coding's alphabet). */
const decodedText = (field: unknown) =>
  typeof field === 'object' && field !== null && 'message' in field && typeof field.message === 'string'
    ? field.message
    : '';
