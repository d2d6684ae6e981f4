import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthTokens, CurrentUser } from '@wayfarer/shared/schemas/auth';

// spec 000 §3 "Auth state": user (empty when signed out), tokens, refreshPage starting at 0.
export type AuthState = {
  user: CurrentUser | null;
  tokens: AuthTokens | null;
  refreshPage: number;
};

const initialState: AuthState = { user: null, tokens: null, refreshPage: 0 };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setCredentials(state, action: PayloadAction<{ user: CurrentUser; tokens: AuthTokens }>) {
      state.user = action.payload.user;
      state.tokens = action.payload.tokens;
    },
    setUser(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    logout(state) {
      state.user = null;
      state.tokens = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectTokens: (state) => state.tokens,
  },
});

export const { setCredentials, setUser, logout } = authSlice.actions;
export const { selectCurrentUser, selectTokens } = authSlice.selectors;
