/** GET: the adverse action notice of a denied application, a PDF for the applicant it concerns. */
export const adverseActionNoticeUrl = (transactionId: number) =>
  `/api/transactions/${transactionId}/aan-document/`;
