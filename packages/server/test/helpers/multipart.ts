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
