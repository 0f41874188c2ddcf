/** Files a journey sends as a person would pick them. */

/** The smallest JPEG, a receipt's photo: its magic bytes are what the service decides a photo by. */
export const RECEIPT_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
