import { describe, expect, it } from 'vitest';
import { inputMessages } from './messages.js';
import { textSchema } from './schemas/common.js';
import { readText, type TextRules } from './text.js';

// Forms check typed text with readText, the server with textSchema: both must keep and refuse the same text, with the
// same first reason.
const CASES: [string, TextRules, ReturnType<typeof readText>][] = [
  ['  Holiday  ', {}, { text: 'Holiday' }],
  ['', {}, { problem: inputMessages.required('Title') }],
  ['   ', {}, { problem: inputMessages.required('Title') }],
  ['', { optional: true }, { text: '' }],
  ['x'.repeat(10), {}, { text: 'x'.repeat(10) }],
  ['x'.repeat(11), {}, { problem: inputMessages.tooLong('Title', 10) }],
  [` ${'x'.repeat(10)} `, {}, { text: 'x'.repeat(10) }],
  ['Fees \u202Eeud', {}, { problem: inputMessages.hiddenCharacters('Title') }],
  ['Pay\u0007', { multiline: true }, { problem: inputMessages.hiddenCharacters('Title') }],
  ['one\ntwo\t3', { multiline: true }, { text: 'one\ntwo\t3' }],
  ['one\ntwo', {}, { problem: inputMessages.hiddenCharacters('Title') }],
  [`${'x'.repeat(10)}\u0000`, {}, { problem: inputMessages.tooLong('Title', 10) }],
];

describe('readText', () => {
  it.each(CASES)('%j %j', (typed, rules, expected) => {
    expect(readText(typed, 'Title', 10, rules)).toEqual(expected);
    const parsed = textSchema('Title', 10, rules).safeParse(typed);
    expect(parsed.success ? { text: parsed.data } : { problem: parsed.error.issues[0]!.message }).toEqual(expected);
  });
});
