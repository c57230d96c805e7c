import type { FastifyInstance } from 'fastify';
import { samplePdf } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';

/** Uploads a proof document to the secure vault as the browser does, and answers its id. */
export const uploadProof = (app: FastifyInstance, token: string, proofTypeId: number): Promise<string> =>
  uploadFile(app, token, [
    { name: 'proof_type_id', value: String(proofTypeId) },
    { name: 'file', filename: 'w2-2025.pdf', contentType: 'application/pdf', content: samplePdf },
  ]);
