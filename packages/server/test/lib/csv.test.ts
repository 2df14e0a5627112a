import { describe, expect, it } from 'vitest';
import { neutralizeFormula, restoreNeutralizedFormula } from '../../src/lib/csv.js';

describe('neutralizeFormula', () => {
  it('prefixes an apostrophe to a cell that starts like a formula', () => {
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula('+91 9800000000')).toBe("'+91 9800000000");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\t=1')).toBe("'\t=1");
    expect(neutralizeFormula('\r=1')).toBe("'\r=1");
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['', 'Asha Rao', 'a=b', 'x+1', "O'Brien", ' =1', '98000 00000', 'asha@campus.test']) {
      expect(neutralizeFormula(cell)).toBe(cell);
    }
  });
});

describe('restoreNeutralizedFormula', () => {
  it('takes back the apostrophe neutralizeFormula added, and only that one', () => {
    for (const cell of ['=HYPERLINK("x")', '+91 9800000000', '-2+3', '@SUM(A1)', '\t=1', 'plain', "'quoted", "''=1"]) {
      expect(restoreNeutralizedFormula(neutralizeFormula(cell))).toBe(cell);
    }
    expect(restoreNeutralizedFormula("'apostrophe")).toBe("'apostrophe");
  });
});
