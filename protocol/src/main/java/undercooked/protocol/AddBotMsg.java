package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * The host seats a bot cook on the lowest free seat (lobby only). The persona is one of
 * {@link Protocol#BOT_PERSONAS}, empty for the default (the first); the room checks that the
 * sender is the host and that a seat is free.
 */
public record AddBotMsg(Optional<String> persona) implements ClientMessage {

    public AddBotMsg {
        Objects.requireNonNull(persona, "persona");
        persona.ifPresent(p -> {
            if (!Protocol.BOT_PERSONAS.contains(p)) {
                throw new IllegalArgumentException("persona must be one of " + Protocol.BOT_PERSONAS + ", was " + p);
            }
        });
    }

    /** A bot of the given persona. */
    public AddBotMsg(String persona) {
        this(Optional.of(persona));
    }

    /** A bot of the default persona. */
    public AddBotMsg() {
        this(Optional.empty());
    }

    /** The persona asked for, or the default one. */
    public String personaOrDefault() {
        return persona.orElse(Protocol.BOT_PERSONAS.getFirst());
    }

    @Override
    public ClientType type() {
        return ClientType.ADD_BOT;
    }
}
