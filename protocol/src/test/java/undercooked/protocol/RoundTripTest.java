package undercooked.protocol;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RoundTripTest {

    private final WireCodec codec = new WireCodec();

    static List<ClientMessage> clientMessages() {
        return Samples.clientMessages();
    }

    static List<ServerMessage> serverMessages() {
        return Samples.serverMessages();
    }

    @ParameterizedTest
    @MethodSource("clientMessages")
    void clientMessageSurvivesEncodeThenDecode(ClientMessage message) {
        String text = codec.encode(message);

        DecodeResult<ClientMessage> decoded = codec.decodeClient(text);

        assertEquals(message, decoded.message().orElseThrow(() -> new AssertionError(decoded.rejection())));
        assertEquals(text, codec.encode(decoded.message().orElseThrow()));
    }

    @ParameterizedTest
    @MethodSource("serverMessages")
    void serverMessageSurvivesEncodeThenDecode(ServerMessage message) {
        String text = codec.encode(message);

        DecodeResult<ServerMessage> decoded = codec.decodeServer(text);

        assertEquals(message, decoded.message().orElseThrow(() -> new AssertionError(decoded.rejection())));
        assertEquals(text, codec.encode(decoded.message().orElseThrow()));
    }

    @ParameterizedTest
    @MethodSource("serverMessages")
    void serverMessageSurvivesTheExplicitShapeOfOlderClientsToo(ServerMessage message) {
        String text = codec.encode(message, FrameShape.EXPLICIT);

        DecodeResult<ServerMessage> decoded = codec.decodeServer(text);

        assertEquals(message, decoded.message().orElseThrow(() -> new AssertionError(decoded.rejection())));
        assertEquals(text, codec.encode(decoded.message().orElseThrow(), FrameShape.EXPLICIT));
    }

    @ParameterizedTest
    @MethodSource("serverMessages")
    void everyServerFrameCarriesTheProtocolVersionRightAfterItsType(ServerMessage message) {
        String text = codec.encode(message);

        assertTrue(text.startsWith("{\"type\":\"" + message.type().wire() + "\",\"p\":" + Protocol.PROTOCOL_VERSION + ","),
                text);
    }

    @ParameterizedTest
    @MethodSource("clientMessages")
    void encodingIsCompactJsonWithoutWhitespace(ClientMessage message) {
        String text = codec.encode(message);

        assertEquals(-1, text.indexOf(' '), text);
        assertEquals(-1, text.indexOf('\n'), text);
    }
}
