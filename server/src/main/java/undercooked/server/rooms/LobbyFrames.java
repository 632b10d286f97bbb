package undercooked.server.rooms;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.server.session.SessionStore;

/**
 * A room's lobby frames: built from its roster, encoded once per distinct {@code unlocked} (most
 * watchers share one), and paced. A change of a seat, the crown, the level or the state goes out
 * at once; a change of the watchers alone at most once a {@link #WATCHERS_EVERY}, because a
 * thousand watchers arriving one by one would otherwise send a million lobby frames.
 * Confined to the room's lock.
 */
final class LobbyFrames {

    static final long WATCHERS_EVERY = Room.SECOND;

    /** What a lobby frame says about the room beyond its roster. */
    record Picture(String code, RoomState state, Optional<String> level, int hostSeat, boolean canStart, int roundNo) {
    }

    private final Roster roster;
    private final SessionStore sessions;
    private final RoomOutbox out;
    private boolean watchersChanged;
    private long sentAt = Long.MIN_VALUE / 2;

    LobbyFrames(Roster roster, SessionStore sessions, RoomOutbox out) {
        this.roster = roster;
        this.sessions = sessions;
        this.out = out;
    }

    /** To everyone now. */
    void broadcast(Picture p, long now) {
        Map<OptionalInt, String> byUnlocked = new LinkedHashMap<>();
        for (Viewer v : roster.everyone()) {
            String text = byUnlocked.computeIfAbsent(unlocked(v.token), u -> out.encode(frame(p, u)));
            v.member.offer(text, false);
        }
        watchersChanged = false;
        sentAt = now;
    }

    /** To one newcomer now (the others learn of it with the next paced frame). */
    void sendTo(Viewer v, Picture p) {
        out.send(v.member, frame(p, unlocked(v.token)));
    }

    void watchersChanged() {
        watchersChanged = true;
    }

    /** Whether a paced frame for the watchers' changes is due at {@code now}. */
    boolean due(long now) {
        return watchersChanged && now - sentAt >= WATCHERS_EVERY;
    }

    private LobbyMsg frame(Picture p, OptionalInt unlocked) {
        return new LobbyMsg(p.code(), p.state(), p.level(), p.hostSeat() < 0 ? OptionalInt.empty() : OptionalInt.of(p.hostSeat()),
                p.canStart(), RoomFrames.seatWires(roster.seats(), p.hostSeat()),
                RoomFrames.spectatorWires(roster.firstWatchers(Protocol.SPECTATORS_LISTED)), roster.watcherCount(),
                unlocked, p.roundNo());
    }

    private OptionalInt unlocked(String token) {
        return sessions.find(token).map(s -> OptionalInt.of(s.unlocked())).orElse(OptionalInt.empty());
    }
}
