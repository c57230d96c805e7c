import type { SignatureStamp } from '../../providers/esign/stamp-signatures.js';
import type { DocumentSignerRow, LeaseDocumentRow } from './signer-documents.js';

/** Each signature so far, in the box the signature page keeps for its signer. */
export function signatureStamps(signers: readonly DocumentSignerRow[]): SignatureStamp[] {
  return signers.flatMap((signer) =>
    signer.signedAt && signer.signatureName
      ? [
          {
            boxIndex: signer.boxIndex,
            typedName: signer.signatureName,
            signedAt: signer.signedAt,
            signatureId: `S-${signer.documentId}-${signer.id}`,
          },
        ]
      : [],
  );
}

/** The landlord's box is the one after every signer's. */
export function countersignatureStamp(document: LeaseDocumentRow): SignatureStamp[] {
  if (!document.countersignedAt || !document.countersignerName) return [];
  return [
    {
      boxIndex: document.signatureBoxes.length,
      typedName: document.countersignerName,
      signedAt: document.countersignedAt,
      signatureId: `C-${document.id}`,
    },
  ];
}
