package undercooked.server.http;

import java.util.Optional;

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

    /** Among many nodes, where a created room is played: this node's id and the room's socket URL on it. */
    record Answer(String node, String wsUrl) {
    }

    /** What a created room's answer adds: among many nodes, where to connect; one node adds nothing. */
    default Optional<Answer> answer(String code) {
        return Optional.empty();
    }
}
