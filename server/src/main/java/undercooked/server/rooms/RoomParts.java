package undercooked.server.rooms;

import java.util.Objects;
import java.util.Optional;
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
 */
public record RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                        Stepper stepper, RoundArchive archive, Optional<Takeover> takeover, BotCooks bots,
                        Refusals refusals) {
    public RoomParts {
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

    /** Parts of an ordinary room (no takeover). */
    public RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                     Stepper stepper, RoundArchive archive) {
        this(campaign, sessions, clock, codec, seeds, stepper, archive, Optional.empty(), PlannerCooks.planner(),
                new Refusals());
    }

    /** The same parts for a room that resumes {@code t}. */
    public RoomParts withTakeover(Takeover t) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, Optional.of(t), bots, refusals);
    }

    /** The same parts with other bot cooks (a test's own). */
    public RoomParts withBots(BotCooks other) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, other, refusals);
    }

    /** The same parts counting their err frames into the node's {@code counted}. */
    public RoomParts withRefusals(Refusals counted) {
        return new RoomParts(campaign, sessions, clock, codec, seeds, stepper, archive, takeover, bots, counted);
    }

    /** Parts whose rounds are not archived (tests). */
    public RoomParts(Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec, LongSupplier seeds,
                     Stepper stepper) {
        this(campaign, sessions, clock, codec, seeds, stepper, RoundArchive.none());
    }
}
