import { describe, expect, it } from 'vitest';
import { contentDisposition } from './file-reply.js';
import { cleanFileName } from './upload-documents.js';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name for browsers', () => {
    expect(contentDisposition('attachment', 'Lab results.pdf')).toBe(
      `attachment; filename="Lab results.pdf"; filename*=UTF-8''Lab%20results.pdf`,
    );
    expect(contentDisposition('inline', 'Ñandú (1).pdf')).toBe(
      `inline; filename="_and_ (1).pdf"; filename*=UTF-8''%C3%91and%C3%BA%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b_c__Set-Cookie: x.pdf";')).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('keeps the last path part without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(cleanFileName('../../etc/passwd\u0000.png', 'png')).toBe('passwd.png');
  });

  it('names a nameless file after its type', () => {
    expect(cleanFileName('', 'jpeg')).toBe('document.jpg');
    expect(cleanFileName('  ', 'tiff')).toBe('document.tiff');
  });
});
