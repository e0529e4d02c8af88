import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from './csv.js';

describe('csv', () => {
  it('quotes every value and doubles quotes inside', () => {
    expect(csvLine(['a', 'say "hi"', 'x,y', 'two\nlines', null, 7])).toBe(
      '"a","say ""hi""","x,y","two\nlines","","7"\r\n',
    );
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('neutralises the formula %j', (value, shown) => {
    expect(neutraliseFormula(value)).toBe(shown);
  });

  it('leaves ordinary text and inner signs alone', () => {
    expect(neutraliseFormula('I10 Hypertension')).toBe('I10 Hypertension');
    expect(neutraliseFormula('a=b+1')).toBe('a=b+1');
    expect(csvCell(' =1')).toBe('" =1"');
  });
});
