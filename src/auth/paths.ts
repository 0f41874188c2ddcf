export const CALLBACK_PATH = '/auth/callback';
export const SIGNED_OUT_PATH = '/signed-out';
