/** The kit of widgets that show one record (see recordVar.ts). */
export { idOf, idVarProp, RECORD_STALE_TIME, recordIdOf, recordRefOf, recordStateOf, varName, type RecordRef, type RecordState } from './recordVar';
export { useRecordRef } from './useRecordRef';
export { RecordEmpty, RecordStateBody, type RecordStateBodyProps, type RecordTexts } from './RecordStateBody';
