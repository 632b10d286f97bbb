package undercooked.bots;

import java.util.Optional;

import undercooked.sim.PlayerInput;

/**
 * One bot cook. Called once a tick with what its player would see; answers with that tick's one
 * input for its cook. Deterministic: the same views from the same seed give the same inputs.
 *
 * <p>The contract every bot from {@link Bots#create} keeps: {@link #next} never throws and never
 * returns an illegal input (a move of length at most 1, finite; the bot's own player id). A bot is
 * not thread-safe: one room's tick thread drives it.
 */
public interface Bot {
    /** The cook this bot plays. */
    String playerId();

    /** This tick's input. A view without this bot's cook (not seated yet, parked) gets a centred stick. */
    PlayerInput next(BotView view);

    /**
     * Why the bot is idling, in words naming the recipe and the missing step ("tomato_soup needs a
     * stove nobody can reach"), while it idles for a reason; empty while it works or merely waits.
     * The reason is worked out once per situation, so a caller that prints it on change says it once.
     */
    Optional<String> idleReason();

    /** The persona the bot plays as. */
    Persona persona();
}
