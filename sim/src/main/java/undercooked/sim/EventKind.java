package undercooked.sim;

import java.util.Locale;

/** Everything the kernel reports. Events are for effects and logs; the state is the truth. */
public enum EventKind {
    /** An input the round cannot use (an unknown player id); never an exception. */
    ERROR,
    STUNNED,
    /** A free hand took an item; payload {@code created} is true when a shelf minted it. */
    PICKED,
    /** A teammate's set-down picked up inside the hand-off window. */
    HANDED_OFF,
    /** A carried item set down on a fixture. */
    DROPPED,
    TRASHED,
    TRASHED_ALREADY_EMPTY,
    /** A refused press, with the named reason. Exactly one per refused press. */
    DENIED,
    /** A chop board finished an ingredient. */
    CHOPPED,
    /** A pot finished cooking: its ingredients are consumed into one pot of soup. */
    COOKED,
    /** A finished pot sat too long. */
    BURNT,
    /** A prep counter assembled a dish onto a plate. */
    PLATED,
    /** A sink finished a plate. */
    WASHED,
    /** A dish served against an order: points, streak. */
    SERVED,
    /** A new order came in. */
    ORDER_IN,
    /** An order expired unserved: the penalty. */
    MISSED,
    /** A served dish's plate is back, dirty, at the serve window. */
    PLATE_RETURNED,
    /** A station caught fire. */
    FIRE,
    /** A fire was put out. */
    EXTINGUISHED,
    /** A spill appeared on the floor. */
    SPILL,
    /** A rush began: orders come faster with shorter deadlines. */
    RUSH,
    /** A dropped cook's carried item had nowhere to go and left the round (counted as lost_items). */
    GHOST_PARK,
    /** The round's verdict: payload result, score, target, stars. */
    ROUND_OVER;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
