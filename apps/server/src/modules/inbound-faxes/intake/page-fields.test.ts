import { describe, expect, it } from 'vitest';
import { detectReferrals, type PageLines, type PageWord } from './detect-referrals.js';
import { findSsn, parseBirthDate, readName } from './field-grammar.js';
import { correctIcd10 } from './icd10.js';
import { line } from './test-lines.js';

const TODAY = '2026-11-22';

const detect = (...lines: PageWord[][]) =>
  detectReferrals([{ page: 1, lines } satisfies PageLines], { today: TODAY });

describe('position-aware detection', () => {
  it('reads the values under a line of box labels (a boxed form)', () => {
    const { referrals } = detect(
      line(100, ['PATIENT', 160], ['NAME', 260], ['DATE', 1060], ['OF', 1130], ['BIRTH', 1170]),
      line(145, ['Dubois,', 170], ['Olga', 290], ['S.', 370], ['07/01/1965', 1068]),
      line(
        200,
        ['SOCIAL', 160],
        ['SECURITY', 250],
        ['NO.', 370],
        ['DIAGNOSIS', 860],
        ['CODE', 990],
      ),
      line(245, ['021', 168], ['08', 230], ['5012', 275], ['I10', 870]),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.form_suggestion).toMatchObject({
      firstname: 'Olga',
      lastname: 'Dubois',
      birthdate: '1965-07-01',
      ssn: '021-08-5012',
      diagnosis: 'I10',
    });
    // Found under its label rather than beside it: a little less sure than the words.
    expect(referrals[0]!.birthdate!.confidence).toBeLessThan(90);
  });

  it('reads every row of a table of patients, a misread heading known by its values', () => {
    const { referrals } = detect(
      line(100, ['Name', 150], ['ooB', 600], ['SSN', 900], ['Code', 1200]),
      line(
        160,
        ['Gonzalez,', 150],
        ['Maria', 330],
        ['3/14/62', 600],
        ['123-45-6789', 900],
        ['I10', 1200],
      ),
      line(
        220,
        ['Thomas', 150],
        ['Whitfield', 280],
        ['1948-11-02', 600],
        ['531279084', 900],
        ['E119', 1200],
      ),
      line(300, ['Evaluation', 150], ['and', 350], ['treatment', 420], ['please.', 620]),
    );
    expect(referrals.map((r) => r.form_suggestion)).toMatchObject([
      {
        lastname: 'Gonzalez',
        firstname: 'Maria',
        birthdate: '1962-03-14',
        ssn: '123-45-6789',
        diagnosis: 'I10',
      },
      {
        lastname: 'Whitfield',
        firstname: 'Thomas',
        birthdate: '1948-11-02',
        ssn: '531-27-9084',
        diagnosis: 'E11.9',
      },
    ]);
  });

  it('reads labels inside sentences when the value fits the field', () => {
    const { referrals } = detect(
      line(
        100,
        ['Please', 150],
        ['see', 260],
        ['my', 320],
        ['patient', 370],
        ['Ann', 500],
        ['Lee', 570],
        ['(date', 640],
        ['of', 740],
        ['birth', 790],
      ),
      line(
        150,
        ['03/14/1962;', 150],
        ['SSN', 360],
        ['123-45-6789),', 440],
        ['ICD', 700],
        ['M17.11.', 780],
      ),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      firstname: 'Ann',
      lastname: 'Lee',
      birthdate: '1962-03-14',
      ssn: '123-45-6789',
      diagnosis: 'M17.11',
    });
  });

  it('never takes a fax banner line for the clinic, and keeps its sender number', () => {
    const read = detect(
      line(
        40,
        ['11/20/2026', 60],
        ['10:42', 260],
        ['FROM:', 400],
        ['(630)', 520],
        ['555-0401', 620],
        ['TO:', 800],
        ['Northside', 880],
        ['P.001/002', 1400],
      ),
      line(100, ['Valley', 150], ['Orthopedics', 300], ['Sports', 560], ['Medicine', 700]),
      line(200, ['Patient', 150], ['Name:', 290], ['Ann', 420], ['Lee', 500]),
    );
    expect(read.referrals[0]!.referring_clinic?.value).toBe('Valley Orthopedics Sports Medicine');
    expect(read.clinicCandidates).not.toContain('Northside');
    expect(read.faxNumbers).toEqual(['6305550401']);
  });

  it('reads a value printed above its caption (a caption under the rule)', () => {
    const { referrals } = detect(
      line(100, ['MORALES,', 160], ['KEISHA', 330]),
      line(150, ['Patient', 150], ['(last,', 230], ['first)', 290]),
      line(230, ['10/15/45', 160]),
      line(280, ['Birth', 150], ['date', 210]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      firstname: 'KEISHA',
      lastname: 'MORALES',
      birthdate: '1945-10-15',
    });
  });

  it('keeps the words of a sentence after a bracket out of the label', () => {
    const { referrals } = detect(
      line(100, ['Re:', 150], ['Ann', 220], ['Lee', 300]),
      line(
        150,
        ['for', 150],
        ['pain', 220],
        ['(Diagnosis', 320],
        ['Code', 520],
        ['M5450).', 620],
        ['Social', 800],
        ['Security', 920],
      ),
      line(200, ['number', 150], ['123', 300], ['45', 380], ['6789.', 440]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      diagnosis: 'M54.50',
      ssn: '123-45-6789',
    });
  });

  it('reads a table whose rows take two lines and whose column stacks two fields', () => {
    const { referrals } = detect(
      line(
        100,
        ['#', 100],
        ['Patient', 150],
        ['/', 260],
        ['DOB', 290],
        ['Identifiers', 600],
        ['Dx', 950],
      ),
      line(
        150,
        ['1', 100],
        ['ROBINSON,', 150],
        ['JAMES', 330],
        ['SSN', 600],
        ['897', 670],
        ['59', 730],
        ['5513', 770],
        ['R079', 950],
      ),
      line(185, ['DOB', 150], ['8/25/48', 210], ['Chart', 600], ['1634991', 670]),
      line(
        260,
        ['2', 100],
        ['Linda', 150],
        ['Gonzalez', 240],
        ['SSN', 600],
        ['567-43-6149', 670],
        ['110', 950],
      ),
      line(295, ['DOB', 150], ['18-Sep-1967', 210], ['Chart', 600], ['7927802', 670]),
      line(400, ['Sent', 150], ['to', 220], ['Northside', 260], ['on', 420], ['07/02/2026.', 470]),
    );
    expect(referrals.map((r) => r.form_suggestion)).toMatchObject([
      { lastname: 'ROBINSON', birthdate: '1948-08-25', ssn: '897-59-5513', diagnosis: 'R07.9' },
      { lastname: 'Gonzalez', birthdate: '1967-09-18', ssn: '567-43-6149', diagnosis: 'I10' },
    ]);
  });

  it("takes a page's one old date for the birth date when its label was lost", () => {
    const { referrals } = detect(
      line(100, ['Name', 150], ['Rosa', 240], ['Jackson', 330], ['09/20/2026', 1100]),
      line(150, ['oos', 150], ['1949-08-09', 230]),
    );
    expect(referrals[0]!.form_suggestion.birthdate).toBe('1949-08-09');
    expect(referrals[0]!.birthdate!.confidence).toBeLessThan(70);
  });

  it("sets aside a fax machine's header line at the top edge and keeps its number", () => {
    const read = detect(
      line(
        30,
        ['01/17/2026', 60],
        ['2:07PM', 200],
        ['FAX', 300],
        ['8475550611', 350],
        ['->', 500],
        ['Northside', 540],
        ['PAGE', 840],
        ['1', 910],
        ['OF', 930],
        ['3', 970],
      ),
      line(130, ['Evanston', 580], ['Womens', 790], ['Health', 990]),
      line(300, ['Patient:', 150], ['Ann', 290], ['Lee', 370]),
    );
    expect(read.faxNumbers).toContain('8475550611');
    expect(read.referrals[0]!.referring_clinic?.value).toBe('Evanston Womens Health');
  });

  it('joins a name written in two fields, beside their labels or in table columns', () => {
    const form = detect(
      line(
        100,
        ['Last', 150],
        ['Name:', 230],
        ['GONZALEZ', 350],
        ['First', 800],
        ['Name:', 880],
        ['MARIA', 1000],
      ),
      line(150, ['DOB:', 150], ['03/14/1962', 250]),
    );
    expect(form.referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'GONZALEZ',
      firstname: 'MARIA',
      birthdate: '1962-03-14',
    });
    const table = detect(
      line(100, ['Last', 150], ['First', 450], ['DOB', 750]),
      line(150, ['Nguyen', 150], ['Thomas', 450], ['1/2/70', 750]),
      line(200, ['de', 150], ['la', 190], ['Cruz', 230], ['Ana', 450], ['3/4/81', 750]),
    );
    expect(
      table.referrals.map((r) => [r.form_suggestion.lastname, r.form_suggestion.firstname]),
    ).toEqual([
      ['Nguyen', 'Thomas'],
      ['de la Cruz', 'Ana'],
    ]);
  });

  it("reads numbered boxes whose labels name the patient's field ('1a, PATIENT SSN')", () => {
    const { referrals } = detect(
      line(
        100,
        ['2.', 125],
        ["PATIENT'S", 150],
        ['NAME', 330],
        ['1a,', 880],
        ['PATIENT', 915],
        ['SSN', 1060],
      ),
      // The values start a little left of their labels' small print.
      line(145, ['Morales,', 110], ['William', 290], ['J.', 430], ['237041355', 870]),
      line(210, ['3.', 125], ["PATIENT'S", 150], ['BIRTH', 330], ['DATE', 440], ['4.', 880]),
      line(255, ['October', 130], ['19,', 290], ['1983', 360]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'Morales',
      firstname: 'William',
      birthdate: '1983-10-19',
      ssn: '237-04-1355',
    });
  });

  it("reads a side panel's label alone on its line from the line below, in its column", () => {
    const { referrals } = detect(
      line(100, ['Northside', 110], ['Family', 290], ['Medicine', 410], ['Name', 1090]),
      line(140, ['Attn:', 110], ['Intake', 210], ['WASHINGTON,', 1090], ['ROSA', 1345]),
      line(200, ['Dear', 110], ['Doctor,', 200], ['DOB', 1090]),
      line(240, ['please', 110], ['see', 240], ['12/17/1959', 1090]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'WASHINGTON',
      firstname: 'ROSA',
      birthdate: '1959-12-17',
    });
  });

  it('reads a name that starts left of its heading, under a column with no field', () => {
    const { referrals } = detect(
      line(100, ['Line', 120], ['Referred', 210], ['patient', 330], ['Born', 640], ['SSN', 910]),
      line(160, ['1', 120], ['Michael', 210], ['Kowalski', 350], ['2/3/40', 640], ['629', 910]),
      line(220, ['2', 120], ['Olga', 210], ['Dubois', 300], ['1/8/51', 640], ['630', 910]),
    );
    expect(referrals.map((r) => [r.form_suggestion.lastname, r.form_suggestion.firstname])).toEqual(
      [
        ['Kowalski', 'Michael'],
        ['Dubois', 'Olga'],
      ],
    );
  });

  it('takes the line over a labelled birth date for the name when nothing labels one', () => {
    const { referrals } = detect(
      line(100, ['Schneider,', 130], ['Anthony', 320], ['V.', 470]),
      line(150, ['DOB', 130], ['28-Jul-1964', 200], ['|', 420], ['Visit', 720]),
      line(230, ['Impression:', 110], ['Abnormal', 330], ['ECG', 500], ['R94.31', 600]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'Schneider',
      firstname: 'Anthony',
      birthdate: '1964-07-28',
    });
    // Found by position alone: marked less sure for the person checking.
    expect(referrals[0]!.lastname!.confidence).toBeLessThan(80);
    // A sentence over the date is no name.
    const prose = detect(
      line(100, ['Seen', 130], ['today', 230], ['for', 360], ['follow-up.', 430]),
      line(150, ['DOB', 130], ['28-Jul-1964', 200]),
    );
    expect(prose.referrals[0]?.form_suggestion.lastname ?? '').toBe('');
  });

  it('reads a log whose headings OCR misread or glued, with a description over each row', () => {
    const { referrals } = detect(
      line(
        100,
        ['#', 100],
        ['PtName', 150],
        ['pos', 490],
        ['SSN', 750],
        ['[+23', 940],
        ['Diagnosis', 1080],
        ['/', 1250],
        ['ordering', 1280],
      ),
      line(150, ['Gastro-esophageal', 1080], ['reflux', 1400]),
      line(
        190,
        ['1', 100],
        ['Ramirez,', 150],
        ['Hannah', 320],
        ['0210911972', 490],
        ['096246128', 750],
        ['K21.9', 940],
        ['Dr.', 1080],
        ['Klein', 1150],
      ),
      line(250, ['Sprain', 1080], ['of', 1210], ['knee', 1260]),
      line(
        290,
        ['2', 100],
        ['Priya', 150],
        ['Abernathy', 260],
        ['1976-03-05', 490],
        ['70871-1160', 750],
        ['S83511A', 940],
        ['Dr.', 1080],
        ['Patel', 1150],
      ),
    );
    expect(
      referrals.map((r) => {
        const f = r.form_suggestion;
        return [f.lastname, f.firstname, f.birthdate, f.ssn, f.diagnosis.split(' ')[0]];
      }),
    ).toEqual([
      ['Ramirez', 'Hannah', '1972-02-09', '096-24-6128', 'K21.9'],
      ['Abernathy', 'Priya', '1976-03-05', '708-71-1160', 'S83.511A'],
    ]);
  });

  it('finds the patient after a subject, a combined label or a practice word, never a clinician', () => {
    const name = (...lines: PageWord[][]) => {
      const f = detect(...lines, line(400, ['DOB:', 130], ['03/14/1962', 250])).referrals[0];
      return [f?.form_suggestion.lastname ?? '', f?.form_suggestion.firstname ?? ''];
    };
    expect(
      name(
        line(
          100,
          ['RE:', 120],
          ['Consultation', 180],
          ['request', 370],
          ['—', 490],
          ['ROBINSON,', 530],
          ['MARCUS', 710],
        ),
      ),
    ).toEqual(['ROBINSON', 'MARCUS']);
    expect(
      name(line(100, ['Last,', 110], ['First', 200], ['COLEMAN,', 360], ['SAMUEL', 510])),
    ).toEqual(['COLEMAN', 'SAMUEL']);
    expect(
      name(line(100, ['Client', 140], ['Morales,', 370], ['Patricia', 490], ['R.', 590])),
    ).toEqual(['Morales', 'Patricia']);
    expect(name(line(100, ['Name:', 116], ['Marcus', 356], ['Reed,', 452], ['MD', 531]))).toEqual([
      '',
      '',
    ]);
  });

  it('finds no referral on a page that only talks about referrals', () => {
    const { referrals } = detect(
      line(100, ['Notice', 150], ['to', 300], ['referring', 360], ['offices', 560]),
      line(
        150,
        ['Referrals', 150],
        ['may', 380],
        ['be', 470],
        ['faxed;', 530],
        ['include', 700],
        ['the', 880],
        ['diagnosis', 960],
        ['code.', 1180],
      ),
    );
    expect(referrals).toEqual([]);
  });
});

describe('field grammars', () => {
  it.each([
    ['1962-03-14', '1962-03-14'],
    ['3/14/62', '1962-03-14'],
    ['7/6/38', '1938-07-06'],
    ['7/6/05', '2005-07-06'],
    ['14-Mar-1962', '1962-03-14'],
    ['March 14, 1962', '1962-03-14'],
    ['14 March 1962', '1962-03-14'],
    ['01-0¢t-2005', '2005-10-01'],
    ['July 22,1853', '1953-07-22'],
  ])('reads the birth date %j', (text, iso) => {
    expect(parseBirthDate(text, TODAY)).toBe(iso);
  });

  it.each([
    [['Maria', 'Gonzalez'], 'Maria', 'Gonzalez'],
    [['GONZALEZ,', 'MARIA'], 'MARIA', 'Gonzalez'.toUpperCase()],
    [['Gonzalez,', 'Maria', 'T.'], 'Maria', 'Gonzalez'],
    [['NGUYEN.', 'JAMES'], 'JAMES', 'NGUYEN'],
    [['Maria', 'de', 'la', 'Cruz'], 'Maria', 'de la Cruz'],
    [['Maria', 'Gonzalez,', 'born', 'March'], 'Maria', 'Gonzalez'],
  ])('reads the name %j', (words, first, last) => {
    expect(readName(words)).toMatchObject({ firstname: first, lastname: last });
  });

  it('reads an SSN after its label however OCR split its digits, and nothing else', () => {
    const labelled = { bareDigits: true };
    expect(findSsn('80567 2579 | Visit 01/23/2026', labelled)).toBe('805-67-2579');
    expect(findSsn('893.70-7418', labelled)).toBe('893-70-7418');
    expect(findSsn('(847) 555-0610', labelled)).toBeNull();
    // A phone number running into a date, or its digits after the area code, is no SSN.
    expect(findSsn('555-0611 11/25/2026', labelled)).toBeNull();
    expect(findSsn('(847) 555-0611 11', labelled)).toBeNull();
    expect(findSsn('80567 2579', { bareDigits: false })).toBeNull();
  });

  it('drops a courtesy title, and reads a name ending in an initial last name first', () => {
    expect(readName(['Mrs.', 'Maria', 'Gonzalez'])).toMatchObject({
      firstname: 'Maria',
      lastname: 'Gonzalez',
      used: 3,
    });
    expect(readName(['SMITH', 'JOHN', 'A'])).toMatchObject({
      firstname: 'JOHN',
      lastname: 'SMITH',
    });
    expect(readName(['John', 'A.', 'Smith'])).toMatchObject({
      firstname: 'John',
      lastname: 'Smith',
    });
    expect(readName(['Mr.', 'Smith'])).toBeNull();
  });

  it('reads a name last name first when its label says so', () => {
    expect(readName(['Lee', 'Ann'], { lastFirst: true })).toMatchObject({
      firstname: 'Ann',
      lastname: 'Lee',
    });
  });

  it('reads a transfer form: leader dots, a sentence of labels, a check-box list, the receiver', () => {
    const sentence = ['Long-term', 'care', 'resident', '-', 'send', 'with', 'resident', 'or', 'by'];
    const { referrals, clinicCandidates } = detect(
      line(40, ['INTER-FACILITY', 320], ['TRANSFER', 670], ['/', 922], ['CONSULT', 948]),
      line(90, ...sentence.map((w, i): [string, number] => [w, 300 + i * 120])),
      line(150, ['SENDING', 90], ['FACILITY', 225], ['RECEIVING', 890]),
      line(195, ['Evanston', 91], ['Womens', 205], ['Health', 316], ['Northside', 891]),
      line(
        300,
        ['Resident', 91],
        ['name', 201],
        ['R—', 331],
        ['«w.....', 476],
        ['Abernathy,', 592],
        ['Mei', 800],
        ['Code', 1100],
      ),
      line(352, ['Date', 91], ['of', 153], ['birth.', 182], ['cee.', 473], ['11-Nov-2007', 606]),
      line(404, ['Social', 92], ['Security', 170], ['Coo...', 444], ['109-05-7246', 653]),
      line(
        600,
        ['Sent', 92],
        ['with', 155],
        ['resident:', 216],
        ['[X]', 400],
        ['MAR', 460],
        ['[XJ', 560],
        ['Face', 620],
        ['sheet', 720],
      ),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'Abernathy',
      firstname: 'Mei',
      birthdate: '2007-11-11',
      ssn: '109-05-7246',
    });
    expect(clinicCandidates[0]).toBe('Evanston Womens Health');
  });

  it('reads values over their captions, even one beside a box that reads nothing', () => {
    const { referrals } = detect(
      line(100, ['ABERNATHY,', 104], ['ROSA', 299], ['Victor', 894], ['Huang,', 980], ['MD', 1085]),
      line(140, ['Patient', 98], ['full', 166], ['legal', 197], ['name', 244], ['Referring', 888]),
      line(205, ['10/09/1958', 105]),
      line(245, ['Birth', 99], ['date', 145], ['Practice', 888]),
      line(310, ['394-19-2510', 104], ['(815)', 894], ['555-0730', 973]),
      line(
        350,
        ['Social', 98],
        ['Security', 158],
        ['number', 235],
        ['Office', 887],
        ['phone', 945],
      ),
      line(415, ['I10', 105], ['Essential', 524], ['hypertension', 654]),
      line(455, ['ICD-10', 98], ['diagnosis', 167], ['code', 256], ['Diagnosis', 518]),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'ABERNATHY',
      firstname: 'ROSA',
      birthdate: '1958-10-09',
      ssn: '394-19-2510',
      diagnosis: expect.stringMatching(/^I10\b/),
    });
    // A title over a line of labels is no value.
    const titled = detect(
      line(100, ['Demographics', 111]),
      line(140, ['Name', 122], ['(as', 193], ['on', 234], ['card)', 270], ['Birth', 801]),
      line(200, ['Olga', 123], ['Kowalski', 196], ['04/22/2011', 803]),
    );
    expect(titled.referrals[0]!.form_suggestion.lastname).toBe('Kowalski');
  });

  it("keeps a guardian's block apart from the patient's, and a lone heading from its fields", () => {
    const { referrals } = detect(
      line(100, ['Patient', 91]),
      line(140, ['Patient', 106], ['name', 194], ['Daniel', 548], ['Morales', 635]),
      line(
        180,
        ['Date', 106],
        ['of', 168],
        ['birth', 196],
        ['July', 546],
        ['3,', 605],
        ['1957', 637],
      ),
      line(230, ['Guardian', 91], ['/', 221], ['Responsible', 238], ['party', 413]),
      line(270, ['Name', 106], ['Yolanda', 548], ['Morales', 657]),
      line(310, ['Date', 106], ['of', 168], ['birth', 196], ['1/2/1960', 546]),
      line(360, ['Referral', 92]),
      line(400, ['ICD-10', 107], ['E119', 549]),
      line(440, ['Parent/Guardian', 107], ['name:', 400], ['Derek', 549], ['Morales', 640]),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.form_suggestion).toMatchObject({
      lastname: 'Morales',
      firstname: 'Daniel',
      birthdate: '1957-07-03',
      diagnosis: 'E11.9',
    });
  });

  it('reads a value of the right shape after a short label OCR misread by a letter', () => {
    const { referrals } = detect(
      line(100, ['Patient', 127], ['Mei', 235], ['Kowalski', 311]),
      line(150, ['Birthdate', 127], ['05/23/1973', 260], ['ssx', 826], ['398655129', 901]),
      line(200, ['ox/ico', 127], ['G4733', 254], ['Last', 747], ['eye', 806], ['exam', 860]),
      line(250, ['Member', 127], ['A1234', 254], ['Group', 747], ['123456789', 901]),
    );
    expect(referrals[0]!.form_suggestion).toMatchObject({
      ssn: '398-65-5129',
      diagnosis: 'G47.33',
    });
  });

  it("reads a letterhead beside the page's title under a machine's stamp with a month name", () => {
    const { clinicCandidates, faxNumbers } = detect(
      line(
        40,
        ['Feb', 69],
        ['28', 116],
        ['2026', 149],
        ['15.47', 217],
        ['(847)', 296],
        ['555-0611', 359],
        ['->', 474],
        ['Northside', 509],
      ),
      line(
        120,
        ['Evanston', 99],
        ['Womens', 259],
        ['Health', 411],
        ['PROGRESS', 1322],
        ['NOTE', 1524],
      ),
      line(
        200,
        ['Patient:', 98],
        ['William', 202],
        ['Murphy', 295],
        ['DOB:', 618],
        ['1/7/69', 696],
      ),
    );
    expect(clinicCandidates).toContain('Evanston Womens Health');
    expect(faxNumbers).toContain('8475550611');
  });

  it("reads a work queue whose first heading is 'Ref #': its numbers are no codes", () => {
    const { referrals } = detect(
      line(100, ['Ref', 79], ['#', 123], ['Patient', 200], ['DOB', 539], ['Dx', 945]),
      line(160, ['RG623315', 80], ['Washington,', 199], ['William', 332], ['1/14/01', 541]),
    );
    expect(referrals[0]!.form_suggestion.diagnosis).toBe('');
  });

  it("reads under a label whose neighbours are headings it does not know, and never takes the next column's heading for a name", () => {
    const orders = detect(
      line(100, ['Patient:', 92], ['Ann', 200], ['Lee', 270]),
      line(
        160,
        ['CPT', 172],
        ['TEST', 342],
        ['I', 399],
        ['SERVICE', 411],
        ['ICD-10', 1043],
        ['PRIORITY', 1263],
      ),
      line(
        200,
        ['99243', 172],
        ['Specialist', 343],
        ['consultation', 452],
        ['I11.9', 1044],
        ['Routine', 1264],
      ),
    );
    expect(orders.referrals[0]!.form_suggestion.diagnosis).toBe('I11.9');
    const clearance = detect(
      line(100, ['Patient', 129], ['Planned', 899], ['procedure', 1024]),
      line(140, ['Luis', 135], ['Harrington', 195], ['Total', 904], ['knee', 972]),
      line(200, ['Pauent', 128], ['name', 196], ['Procedure', 899]),
    );
    expect(clearance.referrals).toHaveLength(1);
    expect(clearance.referrals[0]!.form_suggestion.lastname).toBe('Harrington');
  });

  it('takes no single word or sentence for a name', () => {
    expect(readName(['Referral'])).toBeNull();
    expect(readName(['Recent', 'notes', 'are', 'attached.'])).toBeNull();
    expect(readName(['[Xl', 'MAR', 'Face', 'sheet'])).toBeNull();
    expect(readName(['Office.', 'Incomplete', 'referrals'])).toBeNull();
  });

  it.each([
    ['MI17.11', 'M17.11'],
    ['SM17.11', 'M17.11'],
    ['M1711', 'M17.11'],
    ['024410', 'O24.410'],
    ['£119', 'E11.9'],
    ['$83.511A', 'S83.511A'],
    ['S83.5114', 'S83.511A'],
  ])('repairs the code %j', (token, code) => {
    expect(correctIcd10(token)).toBe(code);
  });
});
