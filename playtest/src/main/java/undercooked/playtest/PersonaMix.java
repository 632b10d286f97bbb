package undercooked.playtest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import undercooked.bots.Persona;

/** Who plays a play-test: all experts, all casual cooks, or the two taking seats in turn. */
public enum PersonaMix {
    EXPERT,
    CASUAL,
    /** Seats alternate expert, casual, expert, ...: one cook is always an expert. */
    MIXED;

    private final String wire = name().toLowerCase(Locale.ROOT);

    /** The name on the command line and in reports: {@code expert}, {@code casual}, {@code mixed}. */
    public String wireName() {
        return wire;
    }

    /** The personas of {@code cooks} seats, in seat order. */
    public List<Persona> personas(int cooks) {
        List<Persona> all = new ArrayList<>(cooks);
        for (int i = 0; i < cooks; i++) {
            all.add(switch (this) {
                case EXPERT -> Persona.EXPERT;
                case CASUAL -> Persona.CASUAL;
                case MIXED -> i % 2 == 0 ? Persona.EXPERT : Persona.CASUAL;
            });
        }
        return List.copyOf(all);
    }

    /** The mix of this name, case-insensitive. */
    public static Optional<PersonaMix> parse(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (PersonaMix m : values()) {
            if (m.wire.equals(n)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** {@code expert, casual, mixed}, for messages. */
    public static String names() {
        StringBuilder b = new StringBuilder();
        for (PersonaMix m : values()) {
            b.append(b.isEmpty() ? "" : ", ").append(m.wire);
        }
        return b.toString();
    }
}
