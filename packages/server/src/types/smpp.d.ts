// The part of the `smpp` package (0.5, plain JavaScript without types) that Campus and its tests use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  /** A PDU's fields by their names in the SMPP specification, TLVs included. */
  type Fields = Record<string, unknown>;
  type OnResponse = (pdu: Pdu) => void;

  interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(fields?: Fields): Pdu;
  }

  interface Session extends EventEmitter {
    send(pdu: Pdu, onResponse?: OnResponse): boolean;
    close(onClosed?: () => void): void;
    destroy(onClosed?: () => void): void;
    bind_transceiver(fields: Fields, onResponse: OnResponse): boolean;
    submit_sm(fields: Fields, onResponse: OnResponse): boolean;
    deliver_sm(fields: Fields, onResponse: OnResponse): boolean;
    enquire_link(fields: Fields, onResponse: OnResponse): boolean;
    unbind(fields: Fields, onResponse: OnResponse): boolean;
  }

  interface Server extends NetServer {
    sessions: Session[];
  }

  interface Encoding {
    match(text: string): boolean;
    encode(text: string): Buffer;
    decode(bytes: Buffer): string;
  }

  interface Smpp {
    connect(options: { url: string }): Session;
    createServer(onSession: (session: Session) => void): Server;
    addTLV(name: string, definition: { id: number; type: unknown }): void;
    types: { tlv: { cstring: unknown } };
    encodings: { ASCII: Encoding; UCS2: Encoding };
    /** Command statuses by name (ESME_ROK, ESME_RBINDFAIL…). */
    errors: Record<string, number>;
    ESM_CLASS: { MC_DELIVERY_RECEIPT: number };
    MESSAGE_STATE: Record<
      'ENROUTE' | 'DELIVERED' | 'EXPIRED' | 'DELETED' | 'UNDELIVERABLE' | 'ACCEPTED' | 'UNKNOWN' | 'REJECTED',
      number
    >;
    REGISTERED_DELIVERY: { FINAL: number };
    ENCODING: { SMSC_DEFAULT: number; UCS2: number };
  }

  const smpp: Smpp;
  export default smpp;
  export type { Pdu, Session, Server };
}
