// The soak's lost offers (lost-offers.ts): the probe's sample, an offer written 1.9 s before node B was
// killed whose event was still queued in node B with its master's socket, is the fault's; an offer whose
// master's feed stayed up on a live node for its whole push time and never got it is lost.
import { isLostOffer } from './lost-offers';

const s = (seconds: number) => seconds * 1000;
const KILL = [{ from: s(27.0), to: s(37.0) }];

it("is the fault's when the push time reaches into the kill of the master's node", () => {
  // written at 25.1 s, withdrawn 2 s later; the feed up from 10 s until its socket closed at 27.2 s
  const offer = { createdAt: s(25.1), respondedAt: s(27.15) };
  expect(isLostOffer(offer, [[s(10), s(27.2)]], KILL, s(90))).toBe(false);
});

it('is lost when the feed was up on a live node for the whole push time', () => {
  const offer = { createdAt: s(20), respondedAt: s(24) };
  expect(isLostOffer(offer, [[s(10), s(27.2)]], KILL, s(90))).toBe(true);
  // after the fault window, on a feed up again
  expect(isLostOffer({ createdAt: s(50), respondedAt: null }, [[s(31), null]], KILL, s(90))).toBe(true);
});

it('is not lost when it was answered sooner than a push needs, or the feed was down', () => {
  expect(isLostOffer({ createdAt: s(20), respondedAt: s(21.5) }, [[s(10), null]], KILL, s(90))).toBe(false);
  expect(isLostOffer({ createdAt: s(20), respondedAt: null }, [[s(20.5), null]], KILL, s(90))).toBe(false);
});
