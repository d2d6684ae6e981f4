import type { MediaResponse } from '@wayfarer/shared/schemas/common';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { serverMessageOf } from './api-error';
import type { AuthState } from './auth-slice';
import { API_BASE_URL } from './base-query';
import { currentUserApi } from './current-user-api';
import { useAppDispatch } from './hooks';

type UploadResult = { ok: true; url: string } | { ok: false; message?: string };

type SendResult = { status: number; body: unknown };

/** POST /v1/media as multipart with XMLHttpRequest, which reports upload progress (fetch does not). */
function sendImage(
  image: Blob,
  fileName: string,
  token: string | undefined,
  onProgress: (percent: number) => void,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/media`);
    xhr.responseType = 'json';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append('image', image, fileName);
    xhr.send(form);
  });
}

/** Uploads an image for the signed-in user and answers its URL, or the server's message. */
export function useUploadImage() {
  const store = useStore();
  const dispatch = useAppDispatch();

  return useCallback(
    async (image: Blob, fileName: string, onProgress: (percent: number) => void): Promise<UploadResult> => {
      const tokenNow = () => (store.getState() as { auth: AuthState }).auth.tokens?.access.token;
      let result = await sendImage(image, fileName, tokenNow(), onProgress);
      if (result.status === 401) {
        // A signed-in GET through the normal base query: an expired access token is renewed there
        // (spec 000 §8), so the upload can be retried with the new one.
        const renewal = await dispatch(
          currentUserApi.endpoints.getCurrentUser.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
        if (!renewal.isError) {
          onProgress(0);
          result = await sendImage(image, fileName, tokenNow(), onProgress);
        }
      }
      const url = (result.body as Partial<MediaResponse> | null)?.url;
      if (result.status >= 200 && result.status <= 299 && typeof url === 'string') return { ok: true, url };
      return { ok: false, message: serverMessageOf({ status: result.status, data: result.body }) };
    },
    [store, dispatch],
  );
}
