// The user's own phone through Telegram's contact request (Mini Apps 6.9+), loaded only when a
// form offers it: the SDK's chunk is not part of the first screen. The answer is the contact exactly as
// Telegram signed it; the server checks the signature, so nothing here is trusted. Outside Telegram, on
// older clients, or when the user declines, the answer is null and the phone is typed as before.
export interface PhoneSource {
  // whether this client can be asked at all (the button is hidden otherwise)
  supported(): Promise<boolean>;
  // Telegram's own prompt; the signed contact (`contact=...&auth_date=...&hash=...`), or null
  request(): Promise<string | null>;
}

export const telegramPhone: PhoneSource = {
  async supported() {
    try {
      const { requestContactComplete } = await import('@tma.js/sdk-react');
      return requestContactComplete.isAvailable();
    } catch {
      return false;
    }
  },
  async request() {
    try {
      const { requestContactComplete } = await import('@tma.js/sdk-react');
      const { raw } = await requestContactComplete();
      return typeof raw === 'string' && raw ? raw : null;
    } catch {
      return null;
    }
  },
};
