/** Small files whose first bytes are what real ones start with; enough for the content checks. */
export const sampleJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 a tiny jpeg body'),
  Buffer.from([0xff, 0xd9]),
]);

export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR a tiny png body'),
]);

const pdfWithTrailer = (trailer: string) =>
  Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'xref',
      '0 3',
      'trailer',
      trailer,
      'startxref',
      '0',
      '%%EOF',
    ].join('\n'),
  );

export const samplePdf = pdfWithTrailer('<< /Size 3 /Root 1 0 R >>');
export const passwordProtectedPdf = pdfWithTrailer(
  '<< /Size 4 /Root 1 0 R /Encrypt 3 0 R /ID [<a1b2><a1b2>] >>',
);

/** A Windows program: "MZ", then the DOS stub. */
export const sampleExe = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
