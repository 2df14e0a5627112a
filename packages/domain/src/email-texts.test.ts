import { describe, expect, it } from 'vitest';
import { emailTexts, emailTextsFor, hindiEmailTexts, messageDay } from './email-texts.js';

describe('the attendance emails', () => {
  it('greet a student by their whole name in any script, and name courses and sections as written', () => {
    expect(emailTexts.greeting('चित्रा वर्मा')).toBe('Dear चित्रा वर्मा,');
    expect(emailTexts.greeting('முத்துலட்சுமி')).toBe('Dear முத்துலட்சுமி,');
    expect(emailTexts.absence.line('हिंदी साहित्य', 'सुबह', '09:00', '10:30')).toBe('हिंदी साहित्य (सुबह), 09:00–10:30');
  });

  it('state a course below the minimum with its percentage and classes', () => {
    expect(emailTexts.attendanceWarning.subject(75)).toBe('Your attendance is below 75%');
    expect(emailTexts.attendanceWarning.line('Data Structures', 66.6, 2, 3)).toBe(
      'Data Structures: 66.6% (2 of 3 classes attended)',
    );
    expect(emailTexts.attendanceWarning.line('Data Structures', 0, 0, 1)).toBe(
      'Data Structures: 0% (0 of 1 class attended)',
    );
  });
});

describe("a guardian's emails", () => {
  it('name the child by their whole name in any script, in the subject and the text', () => {
    const says = emailTexts.guardian;
    expect(says.absenceSubject('आरव शर्मा', '29 Nov 2026')).toBe('आरव शर्मा was marked absent on 29 Nov 2026');
    expect(says.attendanceWarningSubject('Aarav Sharma', 75)).toBe("Aarav Sharma's attendance is below 75%");
    expect(says.feeDueSubject('Aarav Sharma', 'Sunrise Academy')).toBe(
      "Aarav Sharma's fees due soon at Sunrise Academy",
    );
    expect(says.reminderIntro('Aarav Sharma')).toBe('The following fees of Aarav Sharma are past their due date:');
    expect(says.receiptBody('Aarav Sharma', '₹1,500.00', 'Physics', '29 Nov 2026', 'UPI')).toBe(
      "We have received ₹1,500.00 for Aarav Sharma's Physics on 29 Nov 2026 by UPI. The receipt is attached.",
    );
    expect(says.resultPublished('Aarav Sharma', 'Unit Test 1', 'Physics', '20 Nov 2026')).toBe(
      "The marks of Unit Test 1 (Physics, 20 Nov 2026) are published. Aarav Sharma's:",
    );
    expect(emailTexts.payLink('https://campus.test/pay/3f9a2c7e41d0')).toBe(
      'Pay by UPI: https://campus.test/pay/3f9a2c7e41d0',
    );
  });
});

describe('the emails in Hindi', () => {
  it('are picked by language', () => {
    expect(emailTextsFor('en')).toBe(emailTexts);
    expect(emailTextsFor('hi')).toBe(hindiEmailTexts);
  });

  it('write a day with the Hindi month names, and in English as receipts do', () => {
    expect(messageDay.hi('2026-01-05')).toBe('05 जनवरी 2026');
    expect(messageDay.hi('2026-11-29')).toBe('29 नवंबर 2026');
    expect(emailTexts.day('2026-09-05')).toBe(messageDay.en('2026-09-05'));
    expect(emailTexts.day('2026-11-29')).toBe('29 Nov 2026');
  });

  it('name payment modes in Hindi, and greet and speak politely, naming the child to a guardian', () => {
    const says = hindiEmailTexts;
    expect(says.paymentMode('Cash')).toBe('नकद');
    expect(says.paymentMode('UPI')).toBe('UPI');
    expect(emailTexts.paymentMode('Cash')).toBe('Cash');
    expect(says.greeting('Meera Sharma')).toBe('प्रिय Meera Sharma,');
    expect(says.receipt.body('₹1,500.00', 'Physics', '29 नवंबर 2026', 'नकद')).toBe(
      '29 नवंबर 2026 को Physics के लिए नकद द्वारा ₹1,500.00 का भुगतान प्राप्त हुआ है। आपकी रसीद संलग्न है।',
    );
    expect(says.guardian.absenceSubject('आरव शर्मा', '29 नवंबर 2026')).toBe(
      '29 नवंबर 2026 को आरव शर्मा की अनुपस्थिति दर्ज की गई',
    );
    expect(says.attendanceWarning.line('Data Structures', 0, 0, 1)).toBe('Data Structures: 0% (1 कक्षा में से 0 में उपस्थित)');
    expect(says.attendanceWarning.line('Data Structures', 66.6, 2, 3)).toBe(
      'Data Structures: 66.6% (3 कक्षाओं में से 2 में उपस्थित)',
    );
    expect(says.reminder.line('Physics, किस्त 2', '₹12,750.00', '26 नवंबर 2026', '₹250.00')).toBe(
      'Physics, किस्त 2: ₹12,750.00 (देय तिथि 26 नवंबर 2026, विलंब शुल्क ₹250.00 सहित)',
    );
  });
});
