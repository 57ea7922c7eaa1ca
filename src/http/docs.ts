// OpenAPI parts shared by every door that documents routes of its own (the seller and admin API,
// the Stripe webhook receiver, the certificate portal): the API puts them in one document.

export const textResponse = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });

/** OpenAPI path items of routes that are not operations (the webhook receiver, the certificate portal), kept beside their routes. */
export type PathDocs = Record<string, Record<string, unknown>>;
