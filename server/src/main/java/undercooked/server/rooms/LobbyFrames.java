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
 * at once while the room's lobby budget lasts ({@link #BURST} frames, refilled {@link #PER_SECOND}
 * a second); past it the change waits and the next tick with a token sends the state as it is
 * then, so three players toggling {@code ready} 38 times a second cost each recipient a few
 * frames a second, not a hundred, and the last state always goes out. A change of the watchers
 * alone goes out at most once a {@link #WATCHERS_EVERY}, because a thousand watchers arriving one
 * by one would otherwise send a million lobby frames. Confined to the room's lock.
 */
final class LobbyFrames {

    static final long WATCHERS_EVERY = Room.SECOND;
    /** Lobby frames a room may send at once before they are paced: more than any honest burst of changes. */
    static final int BURST = 10;
    /** Lobby frames a second a room sends once its burst is spent. */
    static final int PER_SECOND = 4;

    /** What a lobby frame says about the room beyond its roster. */
    record Picture(String code, RoomState state, Optional<String> level, int hostSeat, boolean canStart, int roundNo) {
    }

    private final Roster roster;
    private final SessionStore sessions;
    private final RoomOutbox out;
    private boolean watchersChanged;
    /** A change is waiting for the budget. */
    private boolean pending;
    private double tokens = BURST;
    private long refilledAt = Long.MIN_VALUE / 2;
    private long sentAt = Long.MIN_VALUE / 2;
    private long paced;

    LobbyFrames(Roster roster, SessionStore sessions, RoomOutbox out) {
        this.roster = roster;
        this.sessions = sessions;
        this.out = out;
    }

    /**
     * Whether a change may go out now (a token is taken): false when the budget is spent, and the
     * change then waits for {@link #due}.
     */
    boolean mayBroadcast(long now) {
        refill(now);
        if (tokens >= 1.0) {
            tokens -= 1.0;
            return true;
        }
        if (!pending) {
            paced++;
        }
        pending = true;
        return false;
    }

    /** To everyone now. */
    void broadcast(Picture p, long now) {
        Map<OptionalInt, String> byUnlocked = new LinkedHashMap<>();
        for (Viewer v : roster.everyone()) {
            String text = byUnlocked.computeIfAbsent(unlocked(v.token), u -> out.encode(frame(p, u)));
            v.member.offer(text, false);
        }
        watchersChanged = false;
        pending = false;
        sentAt = now;
    }

    /** To one newcomer now (the others learn of it with the next paced frame). */
    void sendTo(Viewer v, Picture p) {
        out.send(v.member, frame(p, unlocked(v.token)));
    }

    void watchersChanged() {
        watchersChanged = true;
    }

    /** Whether a waiting change, or a paced frame for the watchers' changes, is due at {@code now}. */
    boolean due(long now) {
        refill(now);
        return tokens >= 1.0 && (pending || watchersChanged && now - sentAt >= WATCHERS_EVERY);
    }

    /** Changes that had to wait for the budget (each waiting run counted once). */
    long paced() {
        return paced;
    }

    private void refill(long now) {
        if (refilledAt == Long.MIN_VALUE / 2) {
            refilledAt = now;
        }
        tokens = Math.min(BURST, tokens + Math.max(0, now - refilledAt) * (double) PER_SECOND / Room.SECOND);
        refilledAt = Math.max(refilledAt, now);
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
