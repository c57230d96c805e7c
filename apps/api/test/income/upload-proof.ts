import type { FastifyInstance } from 'fastify';
import { withToken } from '../factories/users.js';
import { multipartBody } from '../uploads/multipart-body.js';
import { samplePdf } from '../uploads/sample-files.js';

/** Uploads a proof document to the secure vault as the browser does, and answers its id. */
export async function uploadProof(app: FastifyInstance, token: string, proofTypeId: number): Promise<string> {
  const body = multipartBody([
    { name: 'proof_type_id', value: String(proofTypeId) },
    { name: 'file', filename: 'w2-2025.pdf', contentType: 'application/pdf', content: samplePdf },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers: { ...body.headers, ...withToken(token) },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().id;
}
