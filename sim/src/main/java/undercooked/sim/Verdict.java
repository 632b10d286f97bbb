package undercooked.sim;

import java.util.Locale;

/** Where the round stands. Anything but {@link #PLAYING} is final: the kernel stops advancing. */
public enum Verdict {
    PLAYING,
    WON,
    LOST;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
