import { describe, expect, it } from 'vitest';
import { pdfWithPages, pngImage, zipOf } from '../../test/fixtures/files.js';
import { inspectZip } from './zip-inspect.js';

const limits = { maxEntries: 5, maxUncompressedBytes: 100_000 };

describe('inspectZip', () => {
  it('accepts documents of accepted types, skipping folders and Finder metadata', async () => {
    const pdf = await pdfWithPages(1);
    const zip = zipOf([
      { name: 'scans/', data: Buffer.alloc(0) },
      { name: 'scans/labs.pdf', data: pdf, deflate: true },
      { name: 'photo.png', data: await pngImage() },
      { name: '__MACOSX/._labs.pdf', data: Buffer.from('resource fork') },
    ]);
    const verdict = await inspectZip(zip, limits);
    expect(verdict).toMatchObject({ ok: true, entries: 4 });
  });

  it('refuses more entries or more declared data than allowed', async () => {
    const pdf = await pdfWithPages(1);
    const many = zipOf(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, data: pdf })));
    expect(await inspectZip(many, limits)).toEqual({ ok: false, reason: 'too_large' });
    const bomb = zipOf([{ name: 'a.pdf', data: pdf, declaredSize: 100_001 }]);
    expect(await inspectZip(bomb, limits)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses nested zips, other types and entries whose content is not their type', async () => {
    const pdf = await pdfWithPages(1);
    const inner = zipOf([{ name: 'a.pdf', data: pdf }]);
    for (const entry of [
      { name: 'inner.zip', data: inner },
      { name: 'run.exe', data: Buffer.from('MZ') },
      { name: 'notes.txt', data: Buffer.from('hello') },
      { name: 'fake.pdf', data: Buffer.from('not a pdf at all'), deflate: true },
      { name: 'image.png', data: pdf },
    ]) {
      expect(await inspectZip(zipOf([entry]), limits), entry.name).toEqual({
        ok: false,
        reason: 'wrong_type',
      });
    }
  });

  it('calls a damaged archive unreadable', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    expect(await inspectZip(broken, limits)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
