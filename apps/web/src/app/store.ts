import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '@/lib/api';
import { authSlice, logout } from '@/lib/auth-slice';
import { startSessionSync } from '@/lib/session-sync';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [api.reducerPath]: api.reducer,
});

// spec 000 §3: the auth state is kept in local storage under the key root, time-out 5000 ms.
const persistedReducer = persistReducer(
  { key: 'root', storage, timeout: 5000, whitelist: ['auth'] },
  rootReducer,
);

// spec 000 §8: leaving the session (Logout or a failed token refresh) clears all cached API data.
const sessionListener = createListenerMiddleware();
sessionListener.startListening({
  actionCreator: logout,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    })
      .prepend(sessionListener.middleware)
      .concat(api.middleware),
});

export const persistor = persistStore(store);

setupListeners(store.dispatch);
// Issue 16: the tabs of the site share one session.
startSessionSync(store);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
