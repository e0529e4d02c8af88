import { describe, expect, it } from 'vitest';
import { acceptedJsonType } from './direct-execution.js';

describe('acceptedJsonType', () => {
  it('reads the first JSON type listed, and no Accept or */* as application/json', () => {
    expect(acceptedJsonType(undefined)).toBe('application/json');
    expect(acceptedJsonType('*/*')).toBe('application/json');
    expect(acceptedJsonType('application/json; charset=utf-8')).toBe('application/json');
    expect(acceptedJsonType('application/graphql-response+json, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(acceptedJsonType('application/json, application/graphql-response+json')).toBe(
      'application/json',
    );
  });

  it('leaves weights, streams and other types first to Yoga', () => {
    expect(acceptedJsonType('application/json;q=0.5, */*')).toBeNull();
    expect(acceptedJsonType('text/event-stream')).toBeNull();
    expect(acceptedJsonType('multipart/mixed, application/json')).toBeNull();
    expect(acceptedJsonType('text/html, application/json')).toBeNull();
  });
});
