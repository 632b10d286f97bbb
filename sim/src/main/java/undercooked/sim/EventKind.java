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
    /** The round's verdict: payload result, score, target. */
    ROUND_OVER;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
