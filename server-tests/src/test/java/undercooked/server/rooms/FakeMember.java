package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.WireCodec;

/**
 * A connection that keeps what it is sent, decoded, in order. {@code dropSnapshots} makes it
 * refuse snapshot frames the way a full send queue does.
 */
final class FakeMember implements Member {

    private static final WireCodec CODEC = new WireCodec();

    final List<String> texts = new ArrayList<>();
    final List<ServerMessage> received = new ArrayList<>();
    Optional<CloseCode> closed = Optional.empty();
    boolean dropSnapshots;

    @Override
    public boolean offer(String text, boolean droppable) {
        if (droppable && dropSnapshots) {
            return false;
        }
        texts.add(text);
        received.add(CODEC.decodeServer(text).message().orElseThrow(
                () -> new AssertionError("the room sent an undecodable frame: " + text)));
        return true;
    }

    @Override
    public void close(CloseCode code, String reason) {
        closed = Optional.of(code);
    }

    <T extends ServerMessage> List<T> all(Class<T> type) {
        return received.stream().filter(type::isInstance).map(type::cast).toList();
    }

    <T extends ServerMessage> T last(Class<T> type) {
        List<T> all = all(type);
        if (all.isEmpty()) {
            throw new AssertionError("no " + type.getSimpleName() + " in " + texts);
        }
        return all.getLast();
    }

    void clear() {
        texts.clear();
        received.clear();
    }
}
