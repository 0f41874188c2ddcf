/** Every error the service answers: a status of spec §7 and the envelope `{error, detail}`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 500 | 501 | 503,
    readonly error: string,
    readonly detail: string,
  ) {
    super(`${status} ${error}: ${detail}`);
  }

  get envelope(): { error: string; detail: string } {
    return { error: this.error, detail: this.detail };
  }
}

export const unauthorized = (error: string, detail: string) => new ApiError(401, error, detail);
export const forbidden = (error: string, detail: string) => new ApiError(403, error, detail);
export const badRequest = (error: string, detail: string) => new ApiError(400, error, detail);
export const notFound = (detail: string) => new ApiError(404, 'not_found', detail);
