import {
  errorResponseSchema,
  ifMatchHeadersSchema,
  messagePreferencesSchema,
  myMessagePreferencesSchema,
} from '@campus/domain';

const answers = { 200: myMessagePreferencesSchema, 400: errorResponseSchema, 401: errorResponseSchema } as const;

/**
 * The schemas of a signed-in person's GET and PUT of their own message preferences (a student's, a guardian's):
 * `whose` names them in the summaries, `audited` says where the change shows.
 */
export const messagePreferencesSchemas = (whose: string, audited: string) =>
  ({
    get: {
      summary:
        `Which kinds of message the ${whose} receives on which channels (the defaults, all on, until they choose), ` +
        'the version to send back, and the kinds each channel carries at this institute',
      response: answers,
    },
    put: {
      summary:
        `Replace the ${whose}'s message preferences, every switch sent: receipts cannot be off, and one channel at ` +
        'least stays on (400), one the institute offers (422). With If-Match: "<version>", a save over a newer ' +
        `version is refused (409). ${audited}`,
      headers: ifMatchHeadersSchema,
      body: messagePreferencesSchema,
      response: { ...answers, 409: errorResponseSchema, 422: errorResponseSchema },
    },
  }) as const;
