import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { AUTH_FLAG_KEY, useAuthFlag } from "./use-auth-flag";

describe("useAuthFlag", () => {
  it("is signed out when the flag is absent", () => {
    const { result } = renderHook(() => useAuthFlag());
    expect(result.current.isAuthenticated).toBe(false);
  });

  it("restores a stored 'true' on load", () => {
    localStorage.setItem(AUTH_FLAG_KEY, "true");
    const { result } = renderHook(() => useAuthFlag());
    expect(result.current.isAuthenticated).toBe(true);
  });

  it("treats any value other than 'true' as signed out", () => {
    localStorage.setItem(AUTH_FLAG_KEY, "yes");
    const { result } = renderHook(() => useAuthFlag());
    expect(result.current.isAuthenticated).toBe(false);
  });

  it("login stores 'true' and logout removes the key", () => {
    const { result } = renderHook(() => useAuthFlag());
    act(() => result.current.login());
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe("true");
    expect(result.current.isAuthenticated).toBe(true);

    act(() => result.current.logout());
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
  });

  it("keeps every component using the hook in step", () => {
    const first = renderHook(() => useAuthFlag());
    const second = renderHook(() => useAuthFlag());
    act(() => first.result.current.login());
    expect(second.result.current.isAuthenticated).toBe(true);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useAuthFlag());
    act(() => {
      localStorage.setItem(AUTH_FLAG_KEY, "true");
      window.dispatchEvent(
        new StorageEvent("storage", { key: AUTH_FLAG_KEY, newValue: "true" }),
      );
    });
    expect(result.current.isAuthenticated).toBe(true);
  });
});
