// @vitest-environment happy-dom
import { UPLOAD_ERROR_MESSAGE } from '@portal/domain/schemas/uploads';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-client';
import { showLanguage } from '../i18n';
import { uploadFailureMessage } from './upload-failure';

describe('uploadFailureMessage', () => {
  it("shows the vault's own message for a refused file", () => {
    const refused = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message:
        'Oops! Your file paystub.pdf couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
    });
    expect(uploadFailureMessage(refused, 'paystub.pdf')).toBe(refused.body?.message);
  });

  it('says the file is too large when a proxy refuses the body', () => {
    expect(uploadFailureMessage(new ApiRequestError(413, null), 'scan.png')).toBe(
      'Oops! Your file scan.png is too large. Please save as 10MB or smaller and try again.',
    );
  });

  it("gives the spec's upload error for anything else", () => {
    expect(uploadFailureMessage(new ApiRequestError(500, null), 'a.pdf')).toBe(UPLOAD_ERROR_MESSAGE);
    expect(uploadFailureMessage(new ApiRequestError(0, null), 'a.pdf')).toBe(UPLOAD_ERROR_MESSAGE);
    expect(uploadFailureMessage(new TypeError('offline'), 'a.pdf')).toBe(UPLOAD_ERROR_MESSAGE);
  });

  it('says them in the language shown', async () => {
    await act(() => showLanguage('es'));
    try {
      expect(uploadFailureMessage(new ApiRequestError(413, null), 'scan.png')).toBe(
        '¡Uy! Su archivo scan.png es demasiado grande. Guárdelo con un tamaño de 10 MB o menos e inténtelo de nuevo.',
      );
      expect(uploadFailureMessage(new TypeError('offline'), 'a.pdf')).toMatch(/^Uy, tuvimos problemas/);
    } finally {
      await act(() => showLanguage('en'));
    }
  });
});
