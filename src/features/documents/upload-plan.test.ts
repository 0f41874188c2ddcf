import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { MAX_UPLOAD_BYTES } from '../../api/schemas/documents.ts';
import { partOverhead, planUpload, refusedFileOf, REQUEST_OVERHEAD, type PickedFile } from './upload-plan.ts';

const MB = 1024 * 1024;
const pdf = (name: string, size = 1000): PickedFile => ({ name, size, type: 'application/pdf' });

/** Files go out in requests within the service's limits (spec §8: 20 files, 25 MB), or are refused before sending. */
describe('planUpload', () => {
  it('sends up to 20 files in one request', () => {
    const files = Array.from({ length: 20 }, (_, index) => pdf(`kuitti-${index}.pdf`));
    expect(planUpload(files).requests.map((request) => request.length)).toEqual([20]);
  });

  it('sends 25 files as two requests, in the order picked', () => {
    const files = Array.from({ length: 25 }, (_, index) => pdf(`kuitti-${index}.pdf`));
    const { requests, refused } = planUpload(files);
    expect(requests.map((request) => request.length)).toEqual([20, 5]);
    expect(requests.flat()).toEqual(files);
    expect(refused).toEqual([]);
  });

  it('starts a new request before the body would pass 25 MB, framing included', () => {
    const files = [pdf('a.pdf', 10 * MB), pdf('b.pdf', 10 * MB), pdf('c.pdf', 10 * MB)];
    const { requests } = planUpload(files);
    expect(requests.map((request) => request.map((file) => file.name))).toEqual([['a.pdf', 'b.pdf'], ['c.pdf']]);
    for (const request of requests) {
      expect(REQUEST_OVERHEAD + request.reduce((sum, file) => sum + file.size + partOverhead(file), 0)).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    }
  });

  it('refuses before sending a file that alone is over the limit, an empty file and a type the service does not take, naming each', () => {
    const big = pdf('skannaus.pdf', 25 * MB);
    const empty = pdf('tyhja.pdf', 0);
    const program = { name: 'lasku.exe', size: 2000, type: 'application/x-msdownload' };
    const fine = pdf('lasku.pdf');
    const { requests, refused } = planUpload([big, empty, program, fine]);
    expect(refused).toEqual([
      { file: big, reason: 'too_large' },
      { file: empty, reason: 'empty' },
      { file: program, reason: 'type' },
    ]);
    expect(requests).toEqual([[fine]]);
  });

  it('lets a photo through whose type the browser does not know when its name says what it is, and one without an ending by its type', () => {
    const heic = { name: 'IMG_0042.HEIC', size: 2 * MB, type: '' };
    const photo = { name: 'kuitti', size: 2 * MB, type: 'image/jpeg' };
    expect(planUpload([heic, photo]).requests).toEqual([[heic, photo]]);
  });
});

describe('refusedFileOf: the file a 415 names, so that its reason stands next to it and the others are chosen again', () => {
  const names = ['kuitti.pdf', 'maksu.bat', 'a "quoted" name.csv'];
  it('finds a name that does not match the content, with the ending it claims', () => {
    const error = new ApiError('http', 415, 'name_does_not_match_content', '"maksu.bat": its name claims .bat, which is none of the accepted types, but its content is text/csv.');
    expect(refusedFileOf(error, names)).toEqual({ name: 'maksu.bat', kind: 'mismatch', ending: 'bat' });
  });

  it('finds content that is no document, the name as a JSON string (quotes escaped)', () => {
    const error = new ApiError('http', 415, 'unsupported_media_type', `${JSON.stringify('a "quoted" name.csv')} is not a PDF, JPEG, PNG, HEIC, Finvoice XML, CSV or XLSX file.`);
    expect(refusedFileOf(error, names)).toEqual({ name: 'a "quoted" name.csv', kind: 'not_document' });
  });

  it('gives nothing for a refusal naming no file of the request, another status or a network failure', () => {
    expect(refusedFileOf(new ApiError('http', 415, 'unsupported_media_type', 'Documents are sent as multipart/form-data.'), names)).toBeUndefined();
    expect(refusedFileOf(new ApiError('http', 400, 'too_many_files', '"kuitti.pdf"'), names)).toBeUndefined();
    expect(refusedFileOf(new ApiError('network', 0, 'network_error', '"kuitti.pdf"'), names)).toBeUndefined();
    expect(refusedFileOf(new Error('"kuitti.pdf"'), names)).toBeUndefined();
  });
});
