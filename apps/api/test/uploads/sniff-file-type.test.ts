import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffFileType } from '../../src/services/uploads/sniff-file-type.js';
import { sampleExe, sampleJpeg, samplePdf, samplePng } from './sample-files.js';

describe('sniffFileType', () => {
  it.each([
    ['a jpeg', sampleJpeg, 'image/jpeg'],
    ['a jpeg with an EXIF header', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0x45, 0x78]), 'image/jpeg'],
    ['a png', samplePng, 'image/png'],
    ['a pdf', samplePdf, 'application/pdf'],
    ['a program', sampleExe, undefined],
    ['a zip (or docx)', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), undefined],
    ['a gif', Buffer.from('GIF89a\0\0'), undefined],
    ['an HTML page', Buffer.from('<!doctype html><script>'), undefined],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), undefined],
    ['text that mentions %PDF- later', Buffer.from(' %PDF-1.4'), undefined],
    ['a png cut short', samplePng.subarray(0, 7), undefined],
    ['two bytes of a jpeg', sampleJpeg.subarray(0, 2), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('%s → %s', (_name, bytes, expected) => {
    expect(sniffFileType(bytes.subarray(0, SNIFF_BYTES))).toBe(expected);
  });
});
