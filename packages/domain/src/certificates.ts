import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from './constants.js';

/** A certificate's number as printed: C-000042. */
export const formatCertificateNumber = (number: number) => `C-${String(number).padStart(6, '0')}`;

/** A verification code as printed and shown, in groups of four: ABCD-EFGH-JKLM. */
export const formatCertificateCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** A code as someone typed it (any case, with or without dashes or spaces) as stored; undefined if it cannot be one. */
export function certificateCodeFrom(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return undefined;
  return [...code].every((char) => CERTIFICATE_CODE_ALPHABET.includes(char)) ? code : undefined;
}
