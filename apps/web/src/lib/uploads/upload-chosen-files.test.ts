// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadChosenFiles } from './upload-chosen-files';

afterEach(() => vi.unstubAllGlobals());

/** A vault that takes every file but those named in `refuse`, answering its wrong-format message. */
function vault(refuse: string[] = []) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const file = (init.body as FormData).get('file') as File;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    return refuse.includes(file.name)
      ? json(400, { error_type: 'ValidationError', message: `${file.name} is not a jpg, png or pdf.` })
      : json(201, { id: `id-${file.name}`, contains_password_protected_document: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('uploadChosenFiles', () => {
  it('sends every chosen file and answers their ids in order', async () => {
    vault();
    expect(await uploadChosenFiles('/api/uploads/', [pdf('a.pdf'), pdf('b.pdf')])).toEqual({
      ids: ['id-a.pdf', 'id-b.pdf'],
      problems: [],
    });
  });

  it('sends nothing when a file would be refused anyway, and says why', async () => {
    const fetch = vault();
    const answer = await uploadChosenFiles('/api/uploads/', [pdf('a.pdf'), new File([''], 'empty.pdf')]);
    expect(answer.ids).toEqual([]);
    expect(answer.problems).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives no ids when the vault refuses one file, and its message names that file', async () => {
    vault(['b.pdf']);
    expect(await uploadChosenFiles('/api/uploads/', [pdf('a.pdf'), pdf('b.pdf')])).toEqual({
      ids: [],
      problems: ['b.pdf is not a jpg, png or pdf.'],
    });
  });

  it('answers no ids and no problems for no files', async () => {
    const fetch = vault();
    expect(await uploadChosenFiles('/api/uploads/', [])).toEqual({ ids: [], problems: [] });
    expect(fetch).not.toHaveBeenCalled();
  });
});
