import { UPLOAD_MAX_FILE_SIZE_BYTES } from '@portal/domain/constants/limits';
import {
  UPLOAD_EMPTY_FILE_MESSAGE,
  uploadTooLargeMessage,
  uploadWrongFormatMessage,
} from '@portal/domain/schemas/uploads';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILE_TYPES, screenFiles } from './file-screening';

const file = (name: string, size = 2_000, type = '') => ({ name, size, type });

describe('screenFiles', () => {
  it('passes jpg, png and pdf files, by extension or by media type', () => {
    const files = [
      file('paystub-1.PDF'),
      file('scan.jpeg'),
      file('photo', 10, 'image/png'),
      file('last.pdf', UPLOAD_MAX_FILE_SIZE_BYTES),
    ];
    expect(screenFiles(files)).toEqual({ accepted: files, problems: [] });
  });

  it("refuses other formats with the spec's message naming the file", () => {
    const { accepted, problems } = screenFiles([file('notes.txt', 10, 'text/plain'), file('ok.png')]);
    expect(accepted.map((chosen) => chosen.name)).toEqual(['ok.png']);
    expect(problems).toEqual([
      'Oops! Your file notes.txt couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
    ]);
  });

  it('refuses empty files, and names every file that is too large in one message', () => {
    const { accepted, problems } = screenFiles([
      file('empty.pdf', 0),
      file('big.pdf', UPLOAD_MAX_FILE_SIZE_BYTES + 1),
      file('huge.png', UPLOAD_MAX_FILE_SIZE_BYTES * 3),
    ]);
    expect(accepted).toEqual([]);
    expect(problems).toEqual([
      'Oops! We’re having trouble uploading one of your files. Please try again.',
      'Oops! Your files big.pdf, huge.png are too large. Please save as 10MB or smaller and try again.',
    ]);
  });

  it('says in English what the shared schema says, as the API does', () => {
    const { problems } = screenFiles([
      file('empty.pdf', 0),
      file('big.pdf', UPLOAD_MAX_FILE_SIZE_BYTES + 1),
      file('notes.txt', 10, 'text/plain'),
    ]);
    expect(problems).toEqual([
      UPLOAD_EMPTY_FILE_MESSAGE,
      uploadTooLargeMessage(['big.pdf']),
      uploadWrongFormatMessage('notes.txt'),
    ]);
  });

  it('offers the accepted types to the file picker', () => {
    expect(ACCEPTED_FILE_TYPES).toBe('.jpg,.jpeg,image/jpeg,.png,image/png,.pdf,application/pdf');
  });
});
