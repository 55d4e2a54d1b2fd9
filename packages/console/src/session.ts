/**
 * The API key lives in sessionStorage only: it is gone when the tab closes, and it never goes
 * into a URL, a log or localStorage.
 */
const storageKey = "leadflow.apiKey"

export const getKey = (): string | null => {
  try {
    return sessionStorage.getItem(storageKey)
  } catch {
    return null
  }
}

export const setKey = (key: string): void => sessionStorage.setItem(storageKey, key)

export const clearKey = (): void => sessionStorage.removeItem(storageKey)
