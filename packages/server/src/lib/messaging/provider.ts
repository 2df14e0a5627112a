/** The channels besides email that a message can go out on. */
export type MessageChannel = 'sms' | 'whatsapp';

export interface OutgoingMessage {
  /** The outbox's id of the message, which a provider may use to recognise a repeated request. */
  id: string;
  /** E.164, such as +919876543210. */
  to: string;
  text: string;
  /** What the message is about (absence, fee-due…): picks its DLT template. */
  kind: string;
  /** Unset: the provider's configured template for `kind`. */
  templateId?: string;
  /** Unset: the sender id configured for `kind`, else SMS_SENDER_ID. */
  senderId?: string;
}

export interface DeliveryReceipt {
  /** The channel of the provider that sent it: each provider numbers its messages its own way. */
  channel: MessageChannel;
  providerMessageId: string;
  state: 'delivered' | 'failed';
  /** Why it failed, for staff to read. */
  reason?: string;
}

/**
 * Called with each final delivery receipt a provider hears of; resolves once the receipt is stored, so that the
 * provider is answered only then (and told of a failure, to send it again).
 */
export type OnDeliveryReceipt = (receipt: DeliveryReceipt) => Promise<void>;

/**
 * One way of sending SMS or WhatsApp messages. `send` resolves once the provider has taken the message, with its id
 * for the message (which its delivery receipts name), and rejects with a reason a person can read.
 */
export interface MessageProvider {
  channel: MessageChannel;
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  close(): Promise<void>;
}
