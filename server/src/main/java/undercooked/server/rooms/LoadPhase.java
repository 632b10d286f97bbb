package undercooked.server.rooms;

import undercooked.protocol.RoomState;

/**
 * Where a room's CPU is, for the CPU rule's projection ({@link TickBudget.Rooms}): when the round
 * now playing began, and since when the room is load to come (made and never played, or counting
 * down). Written by the room under its lock as it changes state; read without it by the
 * supervisor's census, which runs on every room request, so a request never waits for a tick.
 */
final class LoadPhase {

    /** A room's place in the census. */
    enum Load {
        /** Playing for a whole CPU window: its load is in the reading. */
        SETTLED,
        /** Made and never played, counting down, or playing for less than the window: its load is still to come. */
        COMING,
        /** Between rounds, closed, or a lobby older than {@link TickBudget#COMING_NANOS}. */
        NONE
    }

    private volatile long playingSince = -1;
    private volatile long comingSince;

    /** A room made at {@code madeAt}: load to come. */
    LoadPhase(long madeAt) {
        this.comingSince = madeAt;
    }

    /** The room entered {@code state} at {@code now}. */
    void entered(RoomState state, long now) {
        playingSince = state == RoomState.PLAYING ? now : -1;
        comingSince = state == RoomState.COUNTDOWN ? now : -1;
    }

    /** The room's {@link Load} at {@code now}. */
    Load at(long now) {
        long playing = playingSince;
        if (playing >= 0) {
            return now - playing >= TickBudget.CPU_WINDOW_NANOS ? Load.SETTLED : Load.COMING;
        }
        long coming = comingSince;
        return coming >= 0 && now - coming < TickBudget.COMING_NANOS ? Load.COMING : Load.NONE;
    }
}
