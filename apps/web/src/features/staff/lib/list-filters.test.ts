import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './list-filters';

describe('the applications list filters in the address', () => {
  it.each([
    ['', { page: 1 }],
    [
      'community=maple-court&status=7&q=Okafor&page=3',
      { community: 'maple-court', status: 7, q: 'Okafor', page: 3 },
    ],
    ['status=40', { status: 40, page: 1 }],
    ['status=999&page=0', { page: 1 }],
    ['status=abc&page=-2&q=%20%20', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['q=Ok&after=WzIsIngiLDFd', { q: 'Ok', page: 1, after: 'WzIsIngiLDFd' }],
    ['before=WzEsIngiLDFd&after=', { page: 1, before: 'WzEsIngiLDFd' }],
  ])('reads %j', (search, filters) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what is set, the first page unnumbered, and reads it back the same', () => {
    expect(searchFromFilters({ page: 1 })).toBe('');
    const filters = { community: 'lakeside-lofts', status: 15, q: 'a&b=c', page: 2 };
    const search = searchFromFilters(filters);
    expect(search).toBe('community=lakeside-lofts&status=15&q=a%26b%3Dc&page=2');
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes a cursor in place of the page number', () => {
    expect(searchFromFilters({ status: 7, page: 3, after: 'WzQsIngiLDJd' })).toBe(
      'status=7&after=WzQsIngiLDJd',
    );
    expect(searchFromFilters({ page: 3, before: 'WzIsIngiLDJd' })).toBe('before=WzIsIngiLDJd');
  });
});
