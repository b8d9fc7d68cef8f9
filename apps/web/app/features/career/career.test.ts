import { describe, expect, it } from 'vitest';
import { cvProblem } from './career';
import { jobHref } from '@clearsight/contracts';

describe('career helpers', () => {
  it('accepts PDF, DOC and DOCX up to the size limit', () => {
    expect(cvProblem({ name: 'cv.PDF', size: 100 }, 1000)).toBeNull();
    expect(cvProblem({ name: 'cv.docx', size: 1000 }, 1000)).toBeNull();
    expect(cvProblem({ name: 'cv.doc', size: 1001 }, 1000)).toBe('size');
    expect(cvProblem({ name: 'cv.exe', size: 10 }, 1000)).toBe('type');
    expect(cvProblem({ name: 'cv.pdf', size: 0 }, 1000)).toBe('missing');
    expect(cvProblem(null, 1000)).toBe('missing');
  });

  it('links a job', () => {
    expect(jobHref('a b')).toBe('/aboutUs/joinUs/details?id=a%20b');
  });
});
