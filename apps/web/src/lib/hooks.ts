import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { api } from './api';
import type { authSlice } from './auth-slice';

// The store is assembled in app/store.ts from these two slices; lib describes the state from the
// slices it owns, because lib never imports app (docs/ARCHITECTURE.md, "Boundaries").
type RootState = {
  auth: ReturnType<typeof authSlice.reducer>;
  api: ReturnType<typeof api.reducer>;
};
type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, to read its state now (not the state a hydrating page renders with). */
export const useAppStore = useStore.withTypes<AppStore>();
