import { getInitData, saveInitData } from '../../lib/init-data';
import { handleInitDataRejected, RELOAD_DELAY_MS } from './unauthorized';

describe('rejected init data (docs/product.md §7)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the saved value and, inside Telegram, reloads after 1000 ms', () => {
    saveInitData('query_id=1&hash=a');
    const reload = jest.fn();
    handleInitDataRejected({ insideTelegram: true, reload });
    expect(getInitData()).toBeNull();
    expect(window.sessionStorage.getItem('usta.initData')).toBeNull();
    jest.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload in a loop when Telegram hands the same value again', () => {
    const reload = jest.fn();
    saveInitData('query_id=2&hash=b');
    handleInitDataRejected({ insideTelegram: true, reload });
    jest.advanceTimersByTime(RELOAD_DELAY_MS);
    saveInitData('query_id=2&hash=b');
    handleInitDataRejected({ insideTelegram: true, reload });
    jest.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('outside Telegram only clears the value (the development sign-in shows)', () => {
    const reload = jest.fn();
    saveInitData('query_id=3&hash=c');
    handleInitDataRejected({ insideTelegram: false, reload });
    jest.advanceTimersByTime(RELOAD_DELAY_MS * 2);
    expect(getInitData()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
