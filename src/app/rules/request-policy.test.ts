import { describe, expect, it } from 'vitest';
import { isBlockedRequest } from './request-policy';

describe('user-document request policy', () => {
  it('blocks GETs of a document file on registration paths, in any case', () => {
    expect(isBlockedRequest('GET', '/api/files/userdocument/5', '/registration')).toBe(true);
    expect(isBlockedRequest('get', 'http://h/API/Files/UserDocument/5?x=1', '/registration/step')).toBe(true);
    expect(isBlockedRequest('GET', 'https://api.example/api/files/userdocument/abc', '/registration')).toBe(true);
  });
  it('matches the page path in any letter case, as the routes do', () => {
    expect(isBlockedRequest('GET', '/api/files/userdocument/5', '/Registration')).toBe(true);
    expect(isBlockedRequest('GET', '/api/files/userdocument/5', '/REGISTRATION/step')).toBe(true);
  });
  it('lets everything else through', () => {
    expect(isBlockedRequest('POST', '/api/files/userdocument/5', '/registration')).toBe(false);
    expect(isBlockedRequest('GET', '/api/files/userdocument', '/registration')).toBe(false);
    expect(isBlockedRequest('GET', '/api/files/userdocument/5/extra', '/registration')).toBe(false);
    expect(isBlockedRequest('GET', '/api/files/userdocument/5', '/lk/Dashboard')).toBe(false);
    expect(isBlockedRequest('GET', '/api/files/UserDocumentGroup', '/registration')).toBe(false);
  });
});
