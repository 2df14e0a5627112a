import type { FastifyInstance } from 'fastify';

/** The bytes and content-type header of a multipart/form-data body, as a browser would send it. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/** A form with one file in the profilePicture field, as the profile page sends it. */
export function pictureForm(data: Uint8Array, name = 'photo.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

/** PUT /api/users/profile-picture with the form as a browser would send it. */
export async function putProfilePicture(app: FastifyInstance, headers: Record<string, string>, form: FormData) {
  const { payload, contentType } = await multipartBody(form);
  return app.inject({
    method: 'PUT',
    url: '/api/users/profile-picture',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** The form as a client that fails would send it: cut off on the way, or declared without its boundary. */
export async function brokenForms(
  form: FormData,
): Promise<{ label: string; payload: Buffer; headers: { 'content-type': string } }[]> {
  const { payload, contentType } = await multipartBody(form);
  return [
    { label: 'cut off', payload: payload.subarray(0, payload.length / 2), headers: { 'content-type': contentType } },
    { label: 'no boundary', payload, headers: { 'content-type': 'multipart/form-data' } },
  ];
}
