package undercooked.server.rooms;

import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

import undercooked.levels.Campaign;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.RoundArchive;
import undercooked.server.meters.Refusals;
import undercooked.server.session.SessionStore;

/**
 * What a room is built from besides its code and settings: the levels it may play, the sessions,
 * its clock, the codec, where seeds come from, how a round steps, and where finished rounds go.
 * One record instead of a nine-argument constructor; tests swap one part and keep the rest.
 *
 * @param takeover the recorded round the room's first round resumes (a replay takeover), if any
 * @param bots where the bot cooks the host seats get their inputs (the planner, unless a test says otherwise)
 * @param refusals where the room counts the err frames it sends (the node's, for /metrics)
 * @param handOff where a finished round is turned into its record and handed to the archive: the
 *                supervisor's one hand-over thread, so the rooms that end together do not make
 *                their ticks late (decision 0048); run at once (on the room's thread) by default
 */
public record RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                        Stepper stepper, RoundArchive archive, Optional<Takeover> takeover, BotCooks bots,
                        Refusals refusals, Executor handOff) {
    public RoomParts {
        Objects.requireNonNull(handOff, "handOff");
        Objects.requireNonNull(refusals, "refusals");
        Objects.requireNonNull(takeover, "takeover");
        Objects.requireNonNull(bots, "bots");
        Objects.requireNonNull(campaign, "campaign");
        Objects.requireNonNull(sessions, "sessions");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(seeds, "seeds");
        Objects.requireNonNull(stepper, "stepper");
        Objects.requireNonNull(archive, "archive");
    }

    /** Parts whose finished rounds are handed to the archive on the room's own thread. */
    public RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                     Stepper stepper, RoundArchive archive, Optional<Takeover> takeover, BotCooks bots,
                     Refusals refusals) {
        this(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, bots, refusals, Runnable::run);
    }

    /** Parts of an ordinary room (no takeover). */
    public RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                     Stepper stepper, RoundArchive archive) {
        this(campaign, sessions, clock, codec, seeds, stepper, archive, Optional.empty(), PlannerCooks.planner(),
                new Refusals());
    }

    /** The same parts for a room that resumes {@code t}. */
    public RoomParts withTakeover(Takeover t) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, Optional.of(t), bots, refusals, handOff);
    }

    /** The same parts with other bot cooks (a test's own). */
    public RoomParts withBots(BotCooks other) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, other, refusals, handOff);
    }

    /** The same parts counting their err frames into the node's {@code counted}. */
    public RoomParts withRefusals(Refusals counted) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, bots, counted, handOff);
    }

    /** The same parts handing finished rounds to the archive through {@code executor}. */
    public RoomParts withHandOff(Executor executor) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, bots, refusals,
                executor);
    }

    /** Parts whose rounds are not archived (tests). */
    public RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                     Stepper stepper) {
        this(campaign, sessions, clock, codec, seeds, stepper, RoundArchive.none());
    }
}
