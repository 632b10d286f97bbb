package undercooked.server.rooms;

import java.util.Collection;
import java.util.Objects;
import java.util.OptionalLong;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.WireCodec;
import undercooked.server.meters.Refusals;

/**
 * How a room talks to its connections: encode once, offer to each member's bounded queue. A
 * refusal is an {@code err} frame, optionally followed by a close; nothing here ever throws at
 * the room for a slow or gone client (the member's queue decides what to drop).
 */
final class RoomOutbox {
    private final WireCodec codec;
    private final Refusals refusals;

    RoomOutbox(WireCodec codec, Refusals refusals) {
        this.codec = Objects.requireNonNull(codec, "codec");
        this.refusals = Objects.requireNonNull(refusals, "refusals");
    }

    String encode(ServerMessage message) {
        return codec.encode(message);
    }

    void send(Member member, ServerMessage message) {
        send(member, message, Refusals.Refused.COMMAND);
    }

    /** Sends {@code message}; an {@code err} is counted as refusing {@code what}. */
    private void send(Member member, ServerMessage message, Refusals.Refused what) {
        if (message instanceof ErrMsg e) {
            refusals.count(what, e.code());
        }
        member.offer(codec.encode(message), false);
    }

    void broadcast(Collection<? extends Viewer> to, ServerMessage message) {
        String text = codec.encode(message);
        for (Viewer b : to) {
            b.member.offer(text, false);
        }
    }

    void err(Viewer b, ErrorCode code, String why) {
        send(b.member, new ErrMsg(code, why, OptionalLong.empty()));
    }

    /** An {@code err} about one input frame: the client resyncs off its seq. */
    void err(Viewer b, ErrorCode code, String why, long seq) {
        send(b.member, new ErrMsg(code, why, OptionalLong.of(seq)), Refusals.Refused.INPUT);
    }

    /** A refusal that ends the connection: the reason first, then the close code. */
    void refuse(Member member, ErrorCode code, CloseCode close, String why) {
        send(member, new ErrMsg(code, why, OptionalLong.empty()), Refusals.Refused.HELLO);
        member.close(close, code.wire());
    }
}
