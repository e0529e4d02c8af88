import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WrongFileTypeError, checkedContent, kindOfName, sniffKind } from './file-types.js';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffKind', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(sniffKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffKind(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(sniffKind(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
    expect(sniffKind(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
  });

  it('refuses everything else, truncated signatures and empty files', () => {
    expect(sniffKind(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffKind(Buffer.from('hello world'))).toBeNull();
    expect(sniffKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffKind(bytes(0x50, 0x4b, 0x05, 0x06))).toBeNull(); // an empty zip
    expect(sniffKind(bytes())).toBeNull();
  });
});

describe('kindOfName', () => {
  it('maps the accepted extensions, whatever their case', () => {
    expect(
      ['a.pdf', 'b.PNG', 'c.jpeg', 'd.JPG', 'e.tif', 'f.tiff', 'g.zip'].map(kindOfName),
    ).toEqual(['pdf', 'png', 'jpeg', 'jpeg', 'tiff', 'tiff', 'zip']);
  });

  it('refuses other and missing extensions', () => {
    expect(['setup.exe', 'notes.txt', 'pdf', 'archive.pdf.exe', ''].map(kindOfName)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('checkedContent', () => {
  const collect = async (it: AsyncIterable<Buffer>) => {
    const out: Buffer[] = [];
    for await (const c of it) out.push(c);
    return Buffer.concat(out);
  };

  it('passes the whole content through when the head matches, even split in tiny chunks', async () => {
    const content = Buffer.from('%PDF-1.4\nrest of the document');
    const chunks = [...content].map((b) => Buffer.from([b]));
    const out = await collect(await checkedContent(Readable.from(chunks), 'a.pdf', 'pdf'));
    expect(out.equals(content)).toBe(true);
  });

  it('refuses before returning anything when the head does not match', async () => {
    const source = Readable.from([Buffer.from('plain text that claims to be a PDF')]);
    await expect(checkedContent(source, 'a.pdf', 'pdf')).rejects.toBeInstanceOf(WrongFileTypeError);
    expect(source.destroyed).toBe(true);
  });

  it('judges a file shorter than the sniffed length by what there is', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
    expect(
      (await collect(await checkedContent(Readable.from([jpeg]), 'a.jpg', 'jpeg'))).length,
    ).toBe(3);
    await expect(checkedContent(Readable.from([]), 'a.pdf', 'pdf')).rejects.toBeInstanceOf(
      WrongFileTypeError,
    );
  });
});
