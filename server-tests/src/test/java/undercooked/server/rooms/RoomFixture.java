package undercooked.server.rooms;

import java.util.List;
import java.util.Optional;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RestStations;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.RoundArchive;
import undercooked.server.session.InMemorySessionStore;
import undercooked.server.wire.SnapshotEncoder;

/** A room on a fake clock with the shipped campaign (or a given one), driven tick by tick. */
final class RoomFixture {

    static final Campaign CAMPAIGN = Campaign.builtIn();

    final FakeClock clock = new FakeClock();
    final InMemorySessionStore sessions = new InMemorySessionStore();
    final Room room;

    RoomFixture() {
        this(new RoomSettings(4, 4, 20, 20, 45.0, 2), CAMPAIGN, Stepper.kernel());
    }

    RoomFixture(RoomSettings settings, Campaign campaign, Stepper stepper) {
        this(settings, campaign, stepper, BotCooks.idle(), RoundArchive.none());
    }

    /** A room whose bot cooks are {@code bots} and whose finished rounds go to {@code archive}. */
    RoomFixture(RoomSettings settings, Campaign campaign, Stepper stepper, BotCooks bots, RoundArchive archive) {
        room = new Room("ABCDE", settings, new RoomParts(campaign, sessions, clock, new WireCodec(), () -> 42L, stepper,
                archive).withBots(bots));
    }

    /** A takeover room: its first round resumes {@code t}. */
    RoomFixture(RoomSettings settings, Stepper stepper, BotCooks bots, RoundArchive archive, Takeover t) {
        room = new Room("ABCDE", settings, new RoomParts(CAMPAIGN, sessions, clock, new WireCodec(), () -> 42L, stepper,
                archive).withBots(bots).withTakeover(t));
    }

    /** The shipped campaign with every target at 0, so a round that times out is a win. */
    static Campaign winnable() {
        return Campaign.of(CAMPAIGN.levels().stream().map(l -> new Level(l.id(), l.name(), l.order(),
                l.timeLimitS(), 0, l.recipes(), l.orders(), l.hazards(), l.legend(), l.grid())).toList());
    }

    /** The stations at rest of a campaign level, as a client knows them from the level file. */
    static RestStations rest(String levelId) {
        return new SnapshotEncoder().atRest(CAMPAIGN.load(levelId).orElseThrow().kitchen());
    }

    FakeMember join(String token) {
        FakeMember m = new FakeMember();
        room.hello(m, hello(token));
        return m;
    }

    static HelloMsg hello(String token) {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of(token), Optional.of(token));
    }

    void tick(int n) {
        for (int i = 0; i < n; i++) {
            room.tick();
            clock.advanceSeconds(0.05);
        }
    }

    /** Advances by whole ticks until {@code seconds} have passed. */
    void run(double seconds) {
        tick((int) Math.round(seconds * 20));
    }

    /** Host and a ready guest, countdown done and one step taken: the room is playing, one frame out. */
    List<FakeMember> playing() {
        FakeMember host = join("tok-host");
        FakeMember guest = join("tok-guest");
        room.receive(guest, new undercooked.protocol.ReadyMsg());
        room.receive(host, new undercooked.protocol.StartMsg());
        run(3.1);
        return List.of(host, guest);
    }
}
