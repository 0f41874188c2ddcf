import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../api/schemas/documents.ts';
import { partOverhead, planUpload, REQUEST_OVERHEAD, type PickedFile } from './upload-plan.ts';

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
