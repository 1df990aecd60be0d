import { useCallback, useSyncExternalStore } from "react";

export const AUTH_FLAG_KEY = "isAuthenticated";
// Same-tab writes do not fire "storage", so the hook announces its own.
const CHANGE_EVENT = "auth-flag-change";

function readAuthFlag(): boolean {
  try {
    return localStorage.getItem(AUTH_FLAG_KEY) === "true";
  } catch {
    // Storage can be unavailable (blocked cookies, some private modes): signed out.
    return false;
  }
}

function writeAuthFlag(authenticated: boolean) {
  try {
    if (authenticated) localStorage.setItem(AUTH_FLAG_KEY, "true");
    else localStorage.removeItem(AUTH_FLAG_KEY);
  } catch {
    // Nothing is gated by the flag, so a failed write only loses persistence.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_FLAG_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The demo sign-in flag: `isAuthenticated` is "true" in localStorage or absent.
 * Read after hydration (false in prerendered HTML), shared by every caller and other tabs.
 */
export function useAuthFlag() {
  const isAuthenticated = useSyncExternalStore(
    subscribe,
    readAuthFlag,
    () => false,
  );
  const login = useCallback(() => writeAuthFlag(true), []);
  const logout = useCallback(() => writeAuthFlag(false), []);
  return { isAuthenticated, login, logout };
}
