import { describe, expect, it } from 'vitest';
import { PAYMENT_MODES } from './fees.js';
import { LANGUAGES } from './languages.js';
import {
  certificateTexts,
  certificateTextsIn,
  receiptTexts,
  receiptTextsIn,
  statementTexts,
  statementTextsIn,
} from './receipt-texts.js';
import { resultTexts, resultTextsIn } from './result-texts.js';

describe('the printed texts in the institute’s language', () => {
  it('are the English ones in English', () => {
    expect(receiptTextsIn('en')).toBe(receiptTexts);
    expect(statementTextsIn('en')).toBe(statementTexts);
    expect(resultTextsIn('en')).toBe(resultTexts);
    expect(certificateTextsIn('en')).toBe(certificateTexts);
  });

  it('name every payment mode in every language, in Hindi as Indian receipts print them', () => {
    for (const language of LANGUAGES) {
      for (const mode of PAYMENT_MODES) expect(receiptTextsIn(language).modes[mode], mode).toBeTruthy();
    }
    expect(PAYMENT_MODES.map((mode) => receiptTextsIn('hi').modes[mode])).toEqual([
      'नकद',
      'कार्ड',
      'UPI',
      'बैंक ट्रांसफ़र',
      'चेक',
      'डिमांड ड्राफ़्ट',
    ]);
  });

  it('write whole Hindi sentences around the values', () => {
    const receipt = receiptTextsIn('hi');
    expect(receipt.instalment(2, '01 फ़र॰ 2027')).toBe('किस्त 2 (देय दिनांक 01 फ़र॰ 2027)');
    expect(receipt.cancelledOn('03 अप्रैल 2026', 'चेक अस्वीकृत')).toBe(
      'यह भुगतान 03 अप्रैल 2026 को रद्द किया गया। कारण: चेक अस्वीकृत',
    );
    expect(receipt.instrument('004512', 'State Bank of India', '30 मार्च 2026')).toBe(
      'संख्या 004512, State Bank of India, दिनांक 30 मार्च 2026',
    );
    const statement = statementTextsIn('hi');
    expect(statement.asOn('07 जन॰ 2027')).toBe('दिनांक 07 जन॰ 2027 की स्थिति');
    expect(statement.lateFee(1, 0)).toBe('किस्त 1 पर विलंब शुल्क, अवधि 1');
    expect(statement.concession('छात्रवृत्ति', 2)).toBe('किस्त 2 पर रियायत: छात्रवृत्ति');
    expect(statement.concession('छात्रवृत्ति', null)).toBe('रियायत: छात्रवृत्ति');
    expect(statement.status).toEqual({ paid: 'भुगतान पूर्ण', due: 'देय', overdue: 'अतिदेय' });
    const result = resultTextsIn('hi');
    expect(result.kind('exam')).toBe('परीक्षा');
    expect(result.result(77.05, 'A')).toBe('परिणाम: 77.05% — ग्रेड A');
    const certificate = certificateTextsIn('hi');
    expect(
      [certificate.certifies, 'अनन्या शर्मा', certificate.completed, 'खगोल विज्ञान', certificate.on('21 नव॰ 2026')].join(
        ' ',
      ),
    ).toBe('प्रमाणित किया जाता है कि अनन्या शर्मा ने पाठ्यक्रम खगोल विज्ञान के सभी पाठ 21 नव॰ 2026 को पूर्ण किए।');
    expect(certificate.title('C-000042')).toBe('प्रमाणपत्र C-000042');
  });

  it('keep the result sheets and the file names the same in Hindi: they are not printed on the report card', () => {
    const hindi = resultTextsIn('hi');
    expect(hindi.reportCardFile('Physics')).toBe(resultTexts.reportCardFile('Physics'));
    expect(hindi.resultsFile('Physics', 'Main', 'csv')).toBe(resultTexts.resultsFile('Physics', 'Main', 'csv'));
    expect(hindi.sheetAssessment('Unit test', 20, 10, false)).toBe(
      resultTexts.sheetAssessment('Unit test', 20, 10, false),
    );
    expect([hindi.sheetStudent, hindi.sheetResult, hindi.sheetAbsent, hindi.sheetExempt]).toEqual([
      resultTexts.sheetStudent,
      resultTexts.sheetResult,
      resultTexts.sheetAbsent,
      resultTexts.sheetExempt,
    ]);
  });
});
