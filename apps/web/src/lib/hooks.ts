import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';
import type { authSlice } from './auth-slice';

// The store is assembled in app/store.ts from these two slices; lib describes the state from the
// slices it owns, because lib never imports app (docs/ARCHITECTURE.md, "Boundaries").
type RootState = {
  auth: ReturnType<typeof authSlice.reducer>;
  api: ReturnType<typeof api.reducer>;
};
type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
