package undercooked.server.rooms;

import undercooked.server.ServerConfig;

/**
 * The part of the server's configuration a room obeys.
 *
 * @param roundSeconds caps a round's length; 0 keeps the level's own
 */
public record RoomSettings(int maxPlayers, int maxSpectators, int tickHz, int snapshotHz, double seatGraceS,
                           int roundSeconds) {

    public RoomSettings {
        if (maxPlayers < 1 || maxPlayers > 4 || maxSpectators < 0 || tickHz < 1 || snapshotHz < 1
                || snapshotHz > tickHz || !(seatGraceS >= 0) || roundSeconds < 0) {
            throw new IllegalArgumentException("room settings out of range");
        }
    }

    public static RoomSettings of(ServerConfig c) {
        return new RoomSettings(c.maxPlayers(), c.maxSpectators(), c.tickHz(), c.snapshotHz(), c.seatGraceS(),
                c.roundSeconds());
    }

    public long tickNanos() {
        return 1_000_000_000L / tickHz;
    }
}
