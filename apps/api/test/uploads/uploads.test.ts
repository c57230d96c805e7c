import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { roles } from '@portal/domain/constants/roles';
import {
  UPLOAD_EMPTY_FILE_MESSAGE,
  uploadTooLargeMessage,
  uploadWrongFormatMessage,
} from '@portal/domain/schemas/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { applicants } from '../../src/db/schema/lease-transactions.js';
import { uploadedFiles } from '../../src/db/schema/uploaded-files.js';
import { createLocalDiskFileStore } from '../../src/providers/files/local-disk.js';
import { startApplicationFor } from '../factories/transactions.js';
import { logIn, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { type FileContent, type FormPart, multipartBody, pdfOfSize } from './multipart-body.js';
import { passwordProtectedPdf, sampleExe, sampleJpeg, samplePdf, samplePng } from './sample-files.js';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'portal-uploads-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** Every file the store holds, finished or not. */
function filesOnDisk(): string[] {
  return readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(uploadsDir, name))
    .filter((file) => statSync(file).isFile());
}

const MB = 1024 * 1024;

describeApi(
  'secure uploads',
  (context) => {
    const upload = (parts: FormPart[], headers: Record<string, string> = {}) => {
      const body = multipartBody(parts);
      return context().app.inject({
        method: 'POST',
        url: '/api/uploads/',
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
    };
    const file = (
      content: FileContent,
      filename = 'paystub.pdf',
      contentType = 'application/pdf',
    ): FormPart => ({
      name: 'file',
      filename,
      contentType,
      content,
    });
    const download = (id: string, token?: string) =>
      context().app.inject({
        method: 'GET',
        url: `/api/uploads/${id}/`,
        headers: token ? withToken(token) : {},
      });
    const recordOf = async (id: string) => {
      const [row] = await context().database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      return row;
    };

    it.each([
      ['a jpg', sampleJpeg, 'photo.jpg', 'image/jpeg', 'jpg'],
      ['a png', samplePng, 'scan.png', 'image/png', 'png'],
      ['a pdf', samplePdf, 'paystub.pdf', 'application/pdf', 'pdf'],
    ])(
      'stores %s and gives it back to its uploader as an attachment with our own name',
      async (_n, bytes, name, type, extension) => {
        const user = await signUp(context().app);
        const response = await upload([file(bytes, name, 'application/octet-stream')], withToken(user.token));
        expect(response.statusCode).toBe(201);
        const { id } = response.json();
        expect(response.json()).toEqual({ id, contains_password_protected_document: false });
        expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(id).not.toContain(name.split('.')[0]);

        const back = await download(id, user.token);
        expect(back.statusCode).toBe(200);
        expect(back.rawPayload.equals(bytes)).toBe(true);
        expect(back.headers['content-type']).toBe(type);
        expect(back.headers['content-disposition']).toBe(
          `attachment; filename="document-${id}.${extension}"`,
        );
        expect(back.headers['x-content-type-options']).toBe('nosniff');
        expect(await recordOf(id)).toMatchObject({
          userId: user.id,
          contentType: type,
          sizeBytes: bytes.length,
          originalName: name,
        });
      },
    );

    it('keeps the proof type it was told, before or after the file', async () => {
      const user = await signUp(context().app);
      const before = await upload(
        [{ name: 'proof_type_id', value: '7' }, file(samplePdf)],
        withToken(user.token),
      );
      const after = await upload(
        [file(samplePdf), { name: 'proof_type_id', value: '8' }],
        withToken(user.token),
      );
      expect((await recordOf(before.json().id))?.proofTypeId).toBe(7);
      expect((await recordOf(after.json().id))?.proofTypeId).toBe(8);
    });

    it('keeps the context each file was sent from, and refuses one that is not', async () => {
      const user = await signUp(context().app);
      const sentFrom = {
        browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
        private_browsing: false,
        desktop: true,
      };
      const sent = await upload(
        [{ name: 'context', value: JSON.stringify(sentFrom) }, file(samplePdf)],
        withToken(user.token),
      );
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await recordOf(sent.json().id))?.uploadContext).toEqual(sentFrom);
      const without = await upload([file(samplePdf)], withToken(user.token));
      expect((await recordOf(without.json().id))?.uploadContext).toBeNull();
      for (const value of ['not json', JSON.stringify({ browser: 'x', desktop: 'yes' })]) {
        const refused = await upload([{ name: 'context', value }, file(samplePdf)], withToken(user.token));
        expect(refused.statusCode, value).toBe(400);
        expect(refused.json().errors).toEqual({
          context: ['context must be { browser, private_browsing, desktop } as JSON.'],
        });
      }
    });

    it('refuses a program renamed .pdf, by its content, whatever its name and type say', async () => {
      const user = await signUp(context().app);
      const before = filesOnDisk().length;
      const response = await upload(
        [file(sampleExe, 'statement.pdf', 'application/pdf')],
        withToken(user.token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error_type: 'ValidationError',
        code: 'upload_wrong_format_named',
        message: uploadWrongFormatMessage('statement.pdf'),
      });
      expect(response.json().message).toBe(
        'Oops! Your file statement.pdf couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
      );
      expect(filesOnDisk()).toHaveLength(before);
    });

    it('says its refusals in Spanish when the request asks for it', async () => {
      const user = await signUp(context().app);
      const spanish = { ...withToken(user.token), 'accept-language': 'es' };
      const program = await upload([file(sampleExe, 'statement.pdf', 'application/pdf')], spanish);
      expect(program.json()).toEqual({
        error_type: 'ValidationError',
        code: 'upload_wrong_format_named',
        message:
          '¡Uy! No se pudo subir su archivo statement.pdf. Suba un archivo en uno de estos formatos: .jpg, .png o .pdf.',
      });
      const empty = await upload([file(Buffer.alloc(0))], spanish);
      expect(empty.json()).toMatchObject({
        code: 'upload_trouble',
        message: '¡Uy! Tenemos problemas para subir uno de sus archivos. Inténtelo de nuevo.',
      });
      const badProof = await upload([file(samplePdf), { name: 'proof_type_id', value: 'abc' }], spanish);
      expect(badProof.json().errors).toEqual({ proof_type_id: ['proof_type_id debe ser un número entero.'] });
    });

    it('refuses an empty file', async () => {
      const user = await signUp(context().app);
      const response = await upload([file(Buffer.alloc(0))], withToken(user.token));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_EMPTY_FILE_MESSAGE);
    });

    it('refuses an 11 MB file with the size message and keeps nothing of it', async () => {
      const user = await signUp(context().app);
      const before = filesOnDisk().length;
      const response = await upload([file(pdfOfSize(11 * MB), 'bank-statement.pdf')], withToken(user.token));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(uploadTooLargeMessage(['bank-statement.pdf']));
      expect(response.json().message).toBe(
        'Oops! Your file bank-statement.pdf is too large. Please save as 10MB or smaller and try again.',
      );
      expect(filesOnDisk()).toHaveLength(before);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const user = await signUp(context().app);
      const response = await upload([file(pdfOfSize(10 * MB))], withToken(user.token));
      expect(response.statusCode).toBe(201);
      expect((await recordOf(response.json().id))?.sizeBytes).toBe(10 * MB);
    });

    it('answers 20 uploads sent at once, each with its own id', async () => {
      const user = await signUp(context().app);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          upload([file(Buffer.concat([samplePdf, Buffer.from(`% ${i}`)]))], withToken(user.token)),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(responses.map((response) => response.json().id)).size).toBe(20);
    });

    it('flags a password-protected PDF in the answer and the record', async () => {
      const user = await signUp(context().app);
      const response = await upload([file(passwordProtectedPdf)], withToken(user.token));
      expect(response.statusCode).toBe(201);
      expect(response.json().contains_password_protected_document).toBe(true);
      expect((await recordOf(response.json().id))?.containsPasswordProtectedDocument).toBe(true);
    });

    it('encrypts at rest where the community asks for it: unreadable on disk, identical when downloaded', async () => {
      const user = await signUp(context().app);
      const response = await upload([file(samplePdf)], withToken(user.token));
      const record = await recordOf(response.json().id);
      expect(record?.encrypted).toBe(true);
      const onDisk = filesOnDisk().find((name) => name.endsWith(record?.storageKey ?? '?'));
      const stored = readFileSync(onDisk ?? '');
      expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
      expect(stored.includes(Buffer.from('/Catalog'))).toBe(false);
      expect((await download(response.json().id, user.token)).rawPayload.equals(samplePdf)).toBe(true);
    });

    it('stores plainly where the community has encryption off', async () => {
      const db = context().database.db;
      const [lakeside] = await db.select().from(communities).where(eq(communities.slug, 'lakeside-lofts'));
      if (!lakeside) throw new Error('no Lakeside Lofts');
      await db
        .update(communities)
        .set({ settings: { ...lakeside.settings, enable_encryption: false } })
        .where(eq(communities.id, lakeside.id));
      try {
        const user = await signUp(context().app, {}, 'lakeside-lofts');
        const response = await upload([file(samplePng, 'scan.png', 'image/png')], withToken(user.token));
        const record = await recordOf(response.json().id);
        expect(record?.encrypted).toBe(false);
        const onDisk = filesOnDisk().find((name) => name.endsWith(record?.storageKey ?? '?'));
        expect(readFileSync(onDisk ?? '').equals(samplePng)).toBe(true);
      } finally {
        await db
          .update(communities)
          .set({ settings: lakeside.settings })
          .where(eq(communities.id, lakeside.id));
      }
    });

    it('requires a session: 401 without one, and the CSRF token with the cookie', async () => {
      expect((await upload([file(samplePdf)])).statusCode).toBe(401);
      expect((await download('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
      const user = await signUp(context().app);
      const cookie = `portal_session=${user.cookies.portal_session}`;
      expect((await upload([file(samplePdf)], { cookie })).statusCode).toBe(403);
      expect((await upload([file(samplePdf)], { cookie, 'x-csrf-token': user.csrfToken })).statusCode).toBe(
        201,
      );
    });

    it("answers 404 for another user's file, and for one that does not exist", async () => {
      const owner = await signUp(context().app);
      const stranger = await signUp(context().app);
      const { id } = (await upload([file(samplePdf)], withToken(owner.token))).json();
      const theirs = await download(id, stranger.token);
      expect(theirs.statusCode).toBe(404);
      expect((await download('AAAAAAAAAAAAAAAAAAAAAA', stranger.token)).statusCode).toBe(404);
      expect(theirs.json()).toEqual((await download('AAAAAAAAAAAAAAAAAAAAAA', stranger.token)).json());
      expect((await download('not.an.id', owner.token)).statusCode).toBe(400);
    });

    it('serves a file attached to a transaction to the people on it, and to company staff', async () => {
      const db = context().database.db;
      const { user: owner, transactionId } = await startApplicationFor(context().app, db);
      const roommate = await signUp(context().app);
      await db.insert(applicants).values({
        leaseTransactionId: transactionId,
        userId: roommate.id,
        role: roles.co_applicant.code,
        createdAt: new Date(),
      });
      const { id } = (await upload([file(samplePdf)], withToken(owner.token))).json();
      expect((await download(id, roommate.token)).statusCode).toBe(404);
      await db.update(uploadedFiles).set({ transactionId }).where(eq(uploadedFiles.id, id));
      expect((await download(id, roommate.token)).statusCode).toBe(200);

      const staff = await logIn(context().app, {
        username: 'leasing@maplecourt.example',
        password: 'LeasingDemo2026',
      });
      const asStaff = await download(id, staff.json().token);
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.rawPayload.equals(samplePdf)).toBe(true);
    });

    it('refuses what is not one file in a multipart form, with a clear message', async () => {
      const user = await signUp(context().app);
      const json = await context().app.inject({
        method: 'POST',
        url: '/api/uploads/',
        headers: withToken(user.token),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toMatch(/multipart\/form-data/);
      const two = await upload([file(samplePdf), file(samplePdf)], withToken(user.token));
      expect(two.statusCode).toBe(400);
      expect(two.json().message).toMatch(/one file per request/);
      const noFile = await upload([{ name: 'proof_type_id', value: '3' }], withToken(user.token));
      expect(noFile.statusCode).toBe(400);
      const badProof = await upload(
        [file(samplePdf), { name: 'proof_type_id', value: 'abc' }],
        withToken(user.token),
      );
      expect(badProof.statusCode).toBe(400);
      expect(badProof.json().errors).toEqual({ proof_type_id: ['proof_type_id must be a whole number.'] });
    });
  },
  { fileStore: createLocalDiskFileStore(uploadsDir) },
);
