import { describe, expect, it } from 'vitest';
import { isRefreshing, loadableOf, loadStateOf } from './loadState.ts';

describe('what a fragment shows for a query', () => {
  it('shows loading on the first load and on "Try again" after a failed one', () => {
    expect(loadStateOf({ status: 'pending', isFetching: true, data: undefined })).toBe('loading');
    expect(loadStateOf({ status: 'error', isFetching: true, data: undefined })).toBe('loading');
  });

  it('shows the failure once the request has ended, and the data once it arrived', () => {
    expect(loadStateOf({ status: 'error', isFetching: false, data: undefined })).toBe('error');
    expect(loadStateOf({ status: 'success', isFetching: false, data: [] })).toBe('ready');
  });

  it('keeps data on screen while a newer request runs, and says it is refreshing', () => {
    const query = { status: 'success', isFetching: true, data: [1] } as const;
    expect(loadStateOf(query)).toBe('ready');
    expect(isRefreshing(query)).toBe(true);
    expect(isRefreshing({ status: 'pending', isFetching: true, data: undefined })).toBe(false);
  });

  it('gives the Dashboard and Settings fragments their Loadable, with the error message', () => {
    expect(loadableOf({ status: 'success', isFetching: false, data: ['a'], error: null })).toEqual({ status: 'success', data: ['a'] });
    expect(loadableOf({ status: 'error', isFetching: false, data: undefined, error: new Error('Offline') })).toEqual({ status: 'error', message: 'Offline' });
    expect(loadableOf({ status: 'pending', isFetching: false, data: undefined, error: null })).toEqual({ status: 'loading' });
  });
});
