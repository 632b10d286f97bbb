package undercooked.bots;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * How a bot plays, as numbers the planner reads: the planner is the same for every persona, a
 * persona only slows or spoils what it does. Add one by making a record with other numbers (and,
 * to name it on the command line, listing it in {@link #BUILT_IN}).
 *
 * @param name the persona's name, lower case ({@code expert}, {@code casual})
 * @param reactionMinTicks least ticks between seeing a new step and starting it
 * @param reactionMaxTicks most such ticks (drawn per step from the bot's seeded generator)
 * @param turnTicks ticks a turn on the spot takes (the stick is held still that long before the press)
 * @param speed the stick's length while walking, 0 to 1
 * @param wrongStationChance chance, per step, of first walking to a wrong station of the same kind
 */
public record Persona(String name, int reactionMinTicks, int reactionMaxTicks, int turnTicks, double speed,
                      double wrongStationChance) {

    /** Best play the planner finds: no delay, full speed, no mistakes. */
    public static final Persona EXPERT = new Persona("expert", 0, 0, 0, 1.0, 0.0);
    /** A person new to the game: a reaction delay, slow turns, a slower walk, now and then the wrong station. */
    public static final Persona CASUAL = new Persona("casual", 4, 14, 4, 0.8, 0.08);
    /** The personas a name can pick, in the order help lists them. */
    public static final List<Persona> BUILT_IN = List.of(EXPERT, CASUAL);

    public Persona {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || !name.equals(name.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException("a persona's name is one lower-case word, got '" + name + "'");
        }
        if (reactionMinTicks < 0 || reactionMaxTicks < reactionMinTicks || turnTicks < 0) {
            throw new IllegalArgumentException("persona " + name + ": reaction " + reactionMinTicks + ".." + reactionMaxTicks
                    + " and turn " + turnTicks + " ticks must be >= 0 and in order");
        }
        if (!(speed > 0 && speed <= 1)) {
            throw new IllegalArgumentException("persona " + name + ": speed must be in (0, 1], got " + speed);
        }
        if (!(wrongStationChance >= 0 && wrongStationChance <= 1)) {
            throw new IllegalArgumentException("persona " + name + ": wrong-station chance must be in [0, 1], got " + wrongStationChance);
        }
    }

    /** The built-in persona of this name (case-insensitive), if any. */
    public static Optional<Persona> parse(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Persona p : BUILT_IN) {
            if (p.name().equals(n)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The built-in names, for help and error messages: {@code expert, casual}. */
    public static String names() {
        StringBuilder b = new StringBuilder();
        for (Persona p : BUILT_IN) {
            b.append(b.isEmpty() ? "" : ", ").append(p.name());
        }
        return b.toString();
    }
}
