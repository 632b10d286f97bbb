package undercooked.sim;

/** The salts of the round's forked random streams: one per consumer, fixed forever. */
final class Salts {
    private Salts() {
    }

    static final long ORDERS = 1;
    static final long HAZARDS = 2;
}
