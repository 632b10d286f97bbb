package undercooked.server.http;

import java.util.Map;

import io.helidon.webserver.http.ServerRequest;

/**
 * What {@link ApiRoutes} asks about placing a room among many nodes ({@link PlacementRoutes}
 * decides where it goes). One node answers as it always did: nothing placed, nothing added.
 */
public interface RoomPlacement {

    RoomPlacement LOCAL = new RoomPlacement() {
    };

    /** The request was forwarded here by the node that placed it (and counted its client). */
    default boolean placed(ServerRequest req) {
        return false;
    }

    /** Fields added to a created room's answer: among many nodes, the socket URL on this node. */
    default Map<String, Object> answer(String code) {
        return Map.of();
    }
}
