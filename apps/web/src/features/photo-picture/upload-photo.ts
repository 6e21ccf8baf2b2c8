import { cookieValue, csrfCookie, csrfHeader, type ImageUploadResult } from '@kartyna/domain';
import { ApiError } from '@/lib/api/api-error';

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch {
    // a proxy's HTML page: the status still says what happened
  }
  const message =
    typeof body.message === 'string'
      ? body.message
      : xhr.status === 413
        ? 'payload_too_large'
        : xhr.status === 415
          ? 'unsupported_media_type'
          : 'unexpected_error';
  const errors = Array.isArray(body.errors) ? (body.errors as ApiError['errors']) : [];
  return new ApiError(xhr.status || 0, message, errors);
}

/**
 * POST /image-upload (multipart field `image`) with upload progress, which fetch cannot report.
 * `onProgress` gets 0…1. Failures reject with ApiError (413 too large, 415 not an image).
 */
export function uploadPhoto(
  file: File,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<ImageUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/server/image-upload');
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = cookieValue(document.cookie, csrfCookie);
    if (csrf) xhr.setRequestHeader(csrfHeader, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImageUploadResult);
        } catch {
          reject(new ApiError(xhr.status, 'unexpected_error'));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'unexpected_error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
