package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * One seat as everyone sees it: no token, ever. A dropped seat stays with {@code connected} false.
 *
 * @param bot the persona of a bot cook the host seated ({@code expert}, {@code casual}); empty for a person
 */
public record SeatWire(int index, String name, String color, boolean ready, boolean host, boolean connected,
                       Optional<String> bot) {

    public SeatWire {
        Checks.atLeast("index", index, 0);
        Checks.text("name", name, 0, Protocol.NAME_MAX_CHARS);
        Checks.text("color", color, 1, Checks.WORD_MAX);
        Objects.requireNonNull(bot, "bot");
        bot.ifPresent(b -> Checks.text("bot", b, 1, Checks.WORD_MAX));
    }

    /** A person's seat. */
    public SeatWire(int index, String name, String color, boolean ready, boolean host, boolean connected) {
        this(index, name, color, ready, host, connected, Optional.empty());
    }
}
