// The anchor of a document group in the profile (DocumentsSection): a request for a document
// links straight to its group (UnderRequestList, issue 28).
export const documentGroupAnchor = (groupId: number) => `document-group-${groupId}`;
