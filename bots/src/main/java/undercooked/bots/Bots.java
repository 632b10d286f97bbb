package undercooked.bots;

import java.util.Objects;
import java.util.Optional;

import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

/** Makes bots. Every bot it returns keeps {@link Bot}'s contract, whatever its planner does. */
public final class Bots {
    private Bots() {
    }

    /**
     * A bot cook for {@code playerId} that plays as {@code persona}, drawing its choices (reaction
     * delays, mistakes) from {@code seed}, coordinating with the other bots of {@code team}.
     */
    public static Bot create(Persona persona, String playerId, long seed, Team team) {
        Objects.requireNonNull(persona, "persona");
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(team, "team");
        return new Guarded(new Planner(playerId, persona, seed, team));
    }

    /**
     * Holds any planner to the contract: a finite stick of length at most 1 for the bot's own
     * cook, and a planner fault becomes an idle reason and a centred stick instead of an exception
     * in the room's tick.
     */
    static final class Guarded implements Bot {
        private final Bot inner;
        private Optional<String> fault = Optional.empty();
        private long seq;

        Guarded(Bot inner) {
            this.inner = inner;
        }

        @Override
        public String playerId() {
            return inner.playerId();
        }

        @Override
        public Persona persona() {
            return inner.persona();
        }

        @Override
        public PlayerInput next(BotView view) {
            PlayerInput in;
            try {
                in = fault.isPresent() ? null : inner.next(view);
            } catch (RuntimeException e) {
                fault = Optional.of("the planner failed (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                        + ") and the bot stands still");
                in = null;
            }
            long tick = view == null ? 0 : view.tick();
            if (in == null || !in.playerId().equals(inner.playerId())) {
                return new PlayerInput(inner.playerId(), Vec2.ZERO, false, Optional.empty(), tick, ++seq);
            }
            Vec2 m = in.move();
            if (!m.isFinite()) {
                m = Vec2.ZERO;
            }
            double len = m.length();
            if (len > 1.0) {
                m = new Vec2(m.x() / len, m.y() / len);
                if (m.length() > 1.0) { // rounding: shave the last ulp off rather than send 1.0000000000000002
                    m = m.times(0.999999);
                }
            }
            return new PlayerInput(inner.playerId(), m, in.action(), in.face(), tick, ++seq);
        }

        @Override
        public Optional<String> idleReason() {
            return fault.isPresent() ? fault : inner.idleReason();
        }
    }
}
