// Id of CallBackModal in the modal store. Kept as a literal so the header does not pull the
// call-back machine into the home chunk; call-back-id.test.ts keeps it equal to the machine's.
export const CALL_BACK_MODAL_ID = 'CallBackModal';
