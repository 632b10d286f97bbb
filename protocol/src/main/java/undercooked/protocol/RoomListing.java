package undercooked.protocol;

import java.util.List;

/** {@code GET /api/rooms}: the rooms; {@code partial} when a node of many could list only its own. */
public record RoomListing(List<RoomRow> rooms, boolean partial) {
    public RoomListing {
        rooms = List.copyOf(rooms);
    }
}
