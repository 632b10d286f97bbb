package undercooked.server.rooms;

import java.util.List;
import java.util.Objects;

import undercooked.levels.Level;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;

/**
 * Where a round's bot cooks get their inputs: the bots module's planner in a server
 * ({@link PlannerCooks}), anything a test wants in a test. Injected through {@link RoomParts}
 * like the {@link Stepper}, so a room with bots is tested on a fake clock without the planner.
 */
@FunctionalInterface
public interface BotCooks {

    /** The bot cooks of one round, made when it begins (so a level picked in the lobby is the one they plan for). */
    RoundBots round(Level level, List<Cook> cooks, long seed);

    /** One bot cook of a round: the kernel id it plays and its persona ({@code Protocol.BOT_PERSONAS}). */
    record Cook(String playerId, String persona) {
        public Cook {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(persona, "persona");
        }
    }

    /** A round's bots, deciding together (a team shares its reservations). */
    interface RoundBots {
        /**
         * One input per cook, in the order the round was given them, for the kernel's next step
         * from {@code state} (its tick is {@code state.tick()}). The room stamps and clamps them
         * as it does a player's frame.
         */
        List<PlayerInput> inputs(KitchenState state);
    }

    /** Bots that stand still: what a test uses when the planner is not what it tests. */
    static BotCooks idle() {
        return (level, cooks, seed) -> state -> cooks.stream()
                .map(c -> PlayerInput.of(c.playerId(), 0, 0, false, state.tick(), 0)).toList();
    }
}
