import type { FastifyInstance } from 'fastify';
import { withToken } from '../factories/users.js';
import { type FormPart, multipartBody } from './multipart-body.js';

/** Uploads to the secure vault as the browser does (`POST /api/uploads/`), and answers the file's id. */
export async function uploadFile(app: FastifyInstance, token: string, parts: FormPart[]): Promise<string> {
  const body = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers: { ...body.headers, ...withToken(token) },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().id;
}
