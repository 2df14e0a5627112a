import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMode } from '@campus/domain';
import { i18n } from './i18n';

const MODE_NAMES: Record<PaymentMode, MessageDescriptor> = {
  Cash: msg`Cash`,
  Card: msg`Card`,
  UPI: msg`UPI`,
  'Bank Transfer': msg`Bank Transfer`,
  Cheque: msg`Cheque`,
  'Demand Draft': msg`Demand Draft`,
};

/** A payment mode as the language shown names it; the value stored and sent stays the domain's (`PAYMENT_MODES`). */
export const paymentModeName = (mode: PaymentMode): string => i18n._(MODE_NAMES[mode]);

/** Every mode's name, for a filter's choices. */
export const paymentModeNames = (): Record<PaymentMode, string> =>
  Object.fromEntries(Object.keys(MODE_NAMES).map((mode) => [mode, paymentModeName(mode as PaymentMode)])) as Record<
    PaymentMode,
    string
  >;
