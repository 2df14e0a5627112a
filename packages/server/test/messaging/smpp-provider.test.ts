import { messageProviderMessages as texts } from '@campus/domain';
import smpp from 'smpp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryReceipt, MessageProvider } from '../../src/lib/messaging/provider.js';
import { createSmppProvider, type SmppSettings } from '../../src/lib/messaging/smpp-provider.js';
import { SMPP_PASSWORD, SMPP_SYSTEM_ID, startSmsc, type TestSmsc } from '../helpers/smsc.js';

const ENTITY_ID = '1201159100000012345';
const ABSENCE_TEMPLATE = '1207161234567890123';
const ENGLISH = 'Campus: Ravi was absent on 29-11 in Physics @ 10:00 {room 4}. Fee due Rs 1,500.';
const HINDI = 'कैम्पस: रवि आज भौतिकी की कक्षा में अनुपस्थित था।';

let smsc: TestSmsc;
const receipts: DeliveryReceipt[] = [];
/** The receipt callback fails while true, as when the database cannot store a receipt. */
let receiptsFail = false;
let provider: MessageProvider | undefined;

function connect(settings: Partial<SmppSettings> = {}) {
  provider = createSmppProvider(
    {
      url: smsc.url,
      systemId: SMPP_SYSTEM_ID,
      password: SMPP_PASSWORD,
      senderId: 'CAMPUS',
      dltEntityId: ENTITY_ID,
      templates: new Map([['absence', ABSENCE_TEMPLATE]]),
      timeoutMs: 1000,
      reconnectMs: 100,
      ...settings,
    },
    async (receipt) => {
      if (receiptsFail) throw new Error('the database is down');
      receipts.push(receipt);
    },
  );
  return provider;
}

const absence = (text: string) => ({ id: 'msg-1', to: '+919876543210', text, kind: 'absence' });

beforeAll(async () => {
  smsc = await startSmsc();
});
afterEach(async () => {
  await provider?.close();
  provider = undefined;
  smsc.hanging = false;
  smsc.submitted.length = 0;
  receipts.length = 0;
  receiptsFail = false;
  await smsc.start();
});
afterAll(() => smsc.stop());

describe('SMS over SMPP', () => {
  it('binds as a transceiver and submits GSM-7 text with the DLT entity and template, asking for a receipt', async () => {
    const sms = connect();
    await expect(sms.send(absence(ENGLISH))).resolves.toEqual({ providerMessageId: 'm1' });
    expect(smsc.binds.at(-1)).toMatchObject({ command: 'bind_transceiver', system_id: 'campus' });
    const [pdu] = smsc.submitted;
    expect(pdu).toMatchObject({
      source_addr_ton: 5,
      source_addr: 'CAMPUS',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '919876543210',
      registered_delivery: 1,
      data_coding: 0,
      pe_id: ENTITY_ID,
      template_id: ABSENCE_TEMPLATE,
      short_message: { message: ENGLISH },
    });
  });

  it('sends a kind from the sender id its template is registered under', async () => {
    const sms = connect({ senders: new Map([['absence', 'CAMPUSA']]) });
    await sms.send(absence(ENGLISH));
    expect(smsc.submitted[0]).toMatchObject({ source_addr: 'CAMPUSA', template_id: ABSENCE_TEMPLATE });
  });

  it('sends Hindi as UCS-2 (data_coding 8), and a text longer than one SMS in message_payload', async () => {
    const sms = connect();
    await sms.send(absence(HINDI));
    expect(smsc.submitted[0]).toMatchObject({ data_coding: 8, short_message: { message: HINDI } });
    const long = `${HINDI} ${HINDI}`;
    await sms.send({ ...absence(long), templateId: '1207160000000000001', senderId: 'SUNRSE' });
    expect(smsc.submitted[1]).toMatchObject({
      data_coding: 8,
      message_payload: { message: long },
      template_id: '1207160000000000001',
      source_addr: 'SUNRSE',
    });
  });

  it('passes delivery receipts to the callback and answers them', async () => {
    const sms = connect();
    const { providerMessageId } = await sms.send(absence(ENGLISH));
    const receiptText = (stat: string, err: string) =>
      `id:${providerMessageId} sub:001 dlvrd:001 submit date:2611291700 done date:2611291701 stat:${stat} err:${err} text:Campus: Ravi`;
    const delivered = await smsc.deliver({
      esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
      source_addr: '919876543210',
      destination_addr: 'CAMPUS',
      short_message: receiptText('DELIVRD', '000'),
    });
    expect(delivered).toMatchObject({ command: 'deliver_sm_resp', command_status: 0 });
    const failed = await smsc.deliver({
      esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
      short_message: receiptText('UNDELIV', '001'),
      receipted_message_id: providerMessageId,
      message_state: smpp.MESSAGE_STATE.UNDELIVERABLE,
    });
    expect(failed).toMatchObject({ command: 'deliver_sm_resp', command_status: 0 });
    // Not final: no callback.
    await smsc.deliver({ esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT, short_message: receiptText('ACCEPTD', '000') });
    expect(receipts).toEqual([
      { channel: 'sms', providerMessageId: 'm1', state: 'delivered' },
      { channel: 'sms', providerMessageId: 'm1', state: 'failed', reason: 'Not delivered: UNDELIVERABLE (error 001).' },
    ]);
  });

  it('answers a receipt it could not store with a temporary error, for the SMSC to send it again', async () => {
    const sms = connect();
    const { providerMessageId } = await sms.send(absence(ENGLISH));
    const receipt = {
      esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
      short_message: `id:${providerMessageId} sub:001 dlvrd:001 stat:DELIVRD err:000 text:`,
    };
    receiptsFail = true;
    expect(await smsc.deliver(receipt)).toMatchObject({
      command: 'deliver_sm_resp',
      command_status: smpp.errors.ESME_RX_T_APPN,
    });
    receiptsFail = false;
    expect(await smsc.deliver(receipt)).toMatchObject({ command: 'deliver_sm_resp', command_status: 0 });
    expect(receipts).toEqual([{ channel: 'sms', providerMessageId, state: 'delivered' }]);
  });

  it('sends no kind without a DLT template, and says why', async () => {
    const sms = connect();
    await expect(sms.send({ ...absence(ENGLISH), kind: 'notice' })).rejects.toThrow(texts.noTemplate('notice'));
    expect(smsc.submitted).toEqual([]);
  });

  it('fails with a readable reason when the SMSC refuses the bind or hangs', async () => {
    await expect(connect({ password: 'wrong' }).send(absence(ENGLISH))).rejects.toThrow(
      texts.smscRefusedBind('ESME_RINVPASWD'),
    );
    await provider!.close();
    smsc.hanging = true;
    await expect(connect().send(absence(ENGLISH))).rejects.toThrow(texts.smscNoAnswer(1));
  });

  it('checks the idle link with enquire_link, and binds again when the SMSC stops answering', async () => {
    const sms = connect({ enquireLinkMs: 50, timeoutMs: 200 });
    await sms.send(absence(ENGLISH));
    const [enquired, bindsBefore] = [smsc.enquireLinks, smsc.binds.length];
    await smsc.waitFor(() => smsc.enquireLinks >= enquired + 2);
    smsc.hanging = true;
    await smsc.waitFor(() => smsc.binds.length > bindsBefore);
    smsc.hanging = false;
    await expect(sms.send(absence(ENGLISH))).resolves.toEqual({ providerMessageId: 'm2' });
  });

  it('fails while the SMSC is down, binds again by itself when it is back, and sends', async () => {
    const sms = connect();
    await sms.send(absence(ENGLISH));
    const bindsBefore = smsc.binds.length;
    await smsc.stop();
    // A send racing the drop meets the link as it goes; the next finds no SMSC to bind to.
    const racing = await sms.send(absence(ENGLISH)).catch((error: Error) => error.message);
    expect([texts.smscLinkLost, texts.smscUnreachable(`connect ECONNREFUSED 127.0.0.1:${smsc.port}`)]).toContain(
      racing,
    );
    await expect(sms.send(absence(ENGLISH))).rejects.toThrow(
      texts.smscUnreachable(`connect ECONNREFUSED 127.0.0.1:${smsc.port}`),
    );
    await smsc.start();
    await smsc.waitFor(() => smsc.binds.length > bindsBefore);
    await expect(sms.send(absence(ENGLISH))).resolves.toEqual({ providerMessageId: 'm2' });
  });
});
