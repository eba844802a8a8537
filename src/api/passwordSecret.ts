/**
 * The change-password payload: AES (crypto-js) of {oldPwd, newPwd} with the key the server hands
 * out (GET /sys/config). Its own module so crypto-js loads only with the dialogs that use it.
 */
import CryptoJS from 'crypto-js';

export function encryptPasswordChange(oldPwd: string, newPwd: string, key: string): string {
  return CryptoJS.AES.encrypt(JSON.stringify({ oldPwd, newPwd }), key).toString();
}
