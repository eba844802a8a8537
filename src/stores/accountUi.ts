/**
 * Client state of the account dialogs that the chrome opens and the account area renders: the
 * header's "change password" item sets it, AccountReminders shows the dialog.
 */
import { create } from 'zustand';

export interface AccountUiState {
  changePasswordOpen: boolean;
  openChangePassword(): void;
  closeChangePassword(): void;
}

export const useAccountUi = create<AccountUiState>((set) => ({
  changePasswordOpen: false,
  openChangePassword: () => set({ changePasswordOpen: true }),
  closeChangePassword: () => set({ changePasswordOpen: false }),
}));
