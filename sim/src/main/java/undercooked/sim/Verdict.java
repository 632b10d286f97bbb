package undercooked.sim;

import java.util.Locale;

/** Where the round stands. Anything but {@link #PLAYING} is final: the kernel stops advancing. */
public enum Verdict {
    PLAYING,
    WON,
    LOST;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
