package undercooked.server.rooms;

/** A clock the test moves by hand: no sleeps, no flakiness. */
final class FakeClock implements Clock {

    private long now = 1_000_000_000L;

    @Override
    public long nanos() {
        return now;
    }

    void advanceSeconds(double seconds) {
        now += (long) (seconds * 1e9);
    }
}
