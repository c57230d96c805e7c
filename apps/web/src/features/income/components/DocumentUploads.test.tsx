// @vitest-environment happy-dom
import { UPLOAD_MAX_FILE_SIZE_BYTES } from '@portal/domain/constants/limits';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { loadCatalogs, showLanguage } from '@/lib/i18n';
import { chooseLanguage } from '@/lib/language-choice';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { DocumentGroup } from './DocumentUploads';
import { useDocumentUploads } from './use-document-uploads';

// Issue 38: the files the web refuses before sending them are refused in the language shown.

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
});

function Receipts() {
  const uploads = useDocumentUploads([]);
  return (
    <DocumentGroup
      proofTypeId={null}
      label="Recibos"
      description=""
      tip={null}
      max={5}
      entries={uploads.entries}
      uploads={uploads}
    />
  );
}

const sized = (name: string, size: number, type = 'application/pdf') => {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function chooseInSpanish(files: File[]) {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  await act(() => showLanguage('es'));
  await act(() => loadCatalogs(['income']));
  render(
    <CommunityProvider value={mapleCourt as CommunityConfiguration}>
      <Receipts />
    </CommunityProvider>,
  );
  fireEvent.change(screen.getByLabelText('Agregar: Recibos'), { target: { files } });
  return { alert: await screen.findByRole('alert'), fetch };
}

describe('a chosen file the web refuses', () => {
  it('is refused in Spanish, naming it, before anything is sent', async () => {
    const { alert, fetch } = await chooseInSpanish([sized('notas.txt', 10, 'text/plain')]);
    expect(alert.textContent).toBe(
      '¡Uy! No se pudo subir su archivo notas.txt. Suba un archivo en uno de estos formatos: .jpg, .png o .pdf.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says in Spanish that every file too large is too large, and that an empty one failed', async () => {
    const tooLarge = UPLOAD_MAX_FILE_SIZE_BYTES + 1;
    const { alert } = await chooseInSpanish([
      sized('vacio.pdf', 0),
      sized('grande.pdf', tooLarge),
      sized('enorme.pdf', tooLarge),
    ]);
    expect([...alert.querySelectorAll('p')].map((note) => note.textContent)).toEqual([
      '¡Uy! Tenemos problemas para subir uno de sus archivos. Inténtelo de nuevo.',
      '¡Uy! Sus archivos grande.pdf, enorme.pdf son demasiado grandes. Guárdelos con un tamaño de 10 MB o menos e inténtelo de nuevo.',
    ]);
  });
});
