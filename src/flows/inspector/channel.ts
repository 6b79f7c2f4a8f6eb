// The channel's name, on its own: the main bundle needs it, not the schemas (zod stays in the
// viewer's and the publisher's chunks).
export const INSPECTOR_CHANNEL = 'statechart-inspector';
