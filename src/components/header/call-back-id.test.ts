import { describe, expect, it } from 'vitest';
import { CALL_BACK_MODAL_ID as machineId } from '@machines/call-back.machine';
import { CALL_BACK_MODAL_ID } from './call-back-id';

describe('call-back modal id', () => {
  it('is the id the call-back machine closes', () => {
    expect(CALL_BACK_MODAL_ID).toBe(machineId);
  });
});
