package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * One seat's share of the result, for display only (never a ranking).
 *
 * @param bot the persona when a bot cook played this seat; empty for a person
 */
public record PlayerScoreWire(String id, String name, int score, int dishesServed, int missedContrib,
                              Optional<String> bot) {

    public PlayerScoreWire {
        Checks.text("id", id, 1, Protocol.TOKEN_MAX_CHARS);
        Checks.text("name", name, 0, Protocol.NAME_MAX_CHARS);
        Checks.atLeast("dishes_served", dishesServed, 0);
        Checks.atLeast("missed_contrib", missedContrib, 0);
        Objects.requireNonNull(bot, "bot");
        bot.ifPresent(b -> Checks.text("bot", b, 1, Checks.WORD_MAX));
    }

    /** A person's line. */
    public PlayerScoreWire(String id, String name, int score, int dishesServed, int missedContrib) {
        this(id, name, score, dishesServed, missedContrib, Optional.empty());
    }
}
