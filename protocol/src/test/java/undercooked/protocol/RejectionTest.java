package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RejectionTest {

    private static final String INPUT = "{\"type\":\"input\",\"seq\":7,\"move\":{\"x\":0,\"y\":0},\"act\":false,\"face\":null";

    private final WireCodec codec = new WireCodec();

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            ''                                                 | bad_json     | -
            '   '                                              | bad_json     | -
            not json                                           | bad_json     | -
            '{"type":"ping","t":1'                             | bad_json     | -
            '{"type":"ping","t":1} trailing'                   | bad_json     | -
            '{"type":"ping","t":1}{"type":"ping","t":2}'       | bad_json     | -
            '{"type":"ping","t":1,"t":2}'                      | bad_json     | -
            '{type:"ping",t:1}'                                | bad_json     | -
            '[]'                                               | bad_json     | -
            'null'                                             | bad_json     | -
            '"ping"'                                           | bad_json     | -
            '42'                                               | bad_json     | -
            '{}'                                               | bad_field    | type
            '{"t":1}'                                          | bad_field    | type
            '{"type":5}'                                       | bad_field    | type
            '{"type":null}'                                    | bad_field    | type
            '{"type":"fly"}'                                   | unknown_type | type
            '{"type":"PING","t":1}'                            | unknown_type | type
            '{"type":"welcome","p":1}'                         | unknown_type | type
            '{"type":"ping"}'                                  | bad_field    | t
            '{"type":"ping","t":null}'                         | bad_field    | t
            '{"type":"ping","t":"1"}'                          | bad_field    | t
            '{"type":"ping","t":1.5}'                          | bad_field    | t
            '{"type":"ping","t":1.0}'                          | bad_field    | t
            '{"type":"ping","t":true}'                         | bad_field    | t
            '{"type":"ping","t":-1}'                           | bad_field    | t
            '{"type":"ping","t":99999999999999999999}'         | bad_field    | t
            '{"type":"ping","t":[1]}'                          | bad_field    | t
            '{"type":"ping","t":1,"x":2}'                      | bad_field    | x
            '{"type":"ready","extra":true}'                    | bad_field    | extra
            '{"type":"start","p":1}'                           | bad_field    | p
            '{"type":"to_lobby","level":"x"}'                  | bad_field    | level
            '{"type":"next_level","level":"x"}'                | bad_field    | level
            '{"type":"hello"}'                                 | bad_field    | p
            '{"type":"hello","p":"1"}'                         | bad_field    | p
            '{"type":"hello","p":1.0}'                         | bad_field    | p
            '{"type":"hello","p":1,"token":""}'                | bad_field    | token
            '{"type":"hello","p":1,"token":5}'                 | bad_field    | token
            '{"type":"hello","p":1,"name":false}'              | bad_field    | name
            '{"type":"hello","p":1,"seat":0}'                  | bad_field    | seat
            '{"type":"hello","p":2,"role":"spectate"}'         | bad_field    | role
            '{"type":"hello","p":2,"role":true}'               | bad_field    | role
            '{"type":"hello","p":2,"role":""}'                 | bad_field    | role
            '{"type":"set_level"}'                             | bad_field    | level
            '{"type":"set_level","level":""}'                  | bad_field    | level
            '{"type":"set_level","level":["a"]}'               | bad_field    | level
            '{"type":"emote","id":"dance"}'                    | bad_field    | id
            '{"type":"emote","id":"WAVE"}'                     | bad_field    | id
            '{"type":"emote","id":7}'                          | bad_field    | id
            '{"type":"emote"}'                                 | bad_field    | id
            """)
    void malformedClientFrameIsRejectedWithTheContractsCode(String text, String code, String field) {
        Rejection rejection = reject(text);

        assertEquals(code, rejection.code().wire(), rejection::toString);
        assertEquals(Optional.ofNullable(field), rejection.field(), rejection::toString);
    }

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            ',"pos":{"x":1,"y":1}}'                 | bad_field | pos
            ',"x":3.5}'                             | bad_field | x
            ',"position":[1,2]}'                    | bad_field | position
            """)
    void anInputCarryingAPositionIsABadField(String tail, String code, String field) {
        Rejection rejection = reject(INPUT + tail);

        assertEquals(code, rejection.code().wire());
        assertEquals(Optional.of(field), rejection.field());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            '{"type":"input","seq":1,"move":{"x":0.8,"y":0.8},"act":false,"face":null}'      | move
            '{"type":"input","seq":1,"move":{"x":50,"y":0},"act":false,"face":null}'         | move
            '{"type":"input","seq":1,"move":{"x":-1.0001,"y":0},"act":false,"face":null}'    | move
            '{"type":"input","seq":1,"move":{"x":NaN,"y":0},"act":false,"face":null}'        | move.x
            '{"type":"input","seq":1,"move":{"x":0,"y":Infinity},"act":false,"face":null}'   | move.y
            '{"type":"input","seq":1,"move":{"x":-Infinity,"y":0},"act":false,"face":null}'  | move.x
            '{"type":"input","seq":1,"move":{"x":1e999,"y":0},"act":false,"face":null}'      | move.x
            '{"type":"input","seq":1,"move":{"x":"0","y":0},"act":false,"face":null}'        | move.x
            '{"type":"input","seq":1,"move":{"x":null,"y":0},"act":false,"face":null}'       | move.x
            '{"type":"input","seq":1,"move":{"x":0},"act":false,"face":null}'                | move.y
            '{"type":"input","seq":1,"move":{"x":0,"y":0,"z":0},"act":false,"face":null}'    | move.z
            '{"type":"input","seq":1,"move":[0,0],"act":false,"face":null}'                  | move
            '{"type":"input","seq":1,"act":false,"face":null}'                               | move
            '{"type":"input","seq":-1,"move":{"x":0,"y":0},"act":false,"face":null}'         | seq
            '{"type":"input","seq":1.0,"move":{"x":0,"y":0},"act":false,"face":null}'        | seq
            '{"type":"input","seq":NaN,"move":{"x":0,"y":0},"act":false,"face":null}'        | seq
            '{"type":"input","seq":"1","move":{"x":0,"y":0},"act":false,"face":null}'        | seq
            '{"type":"input","move":{"x":0,"y":0},"act":false,"face":null}'                  | seq
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"act":1,"face":null}'              | act
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"act":"true","face":null}'         | act
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"face":null}'                      | act
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"act":true,"face":"north"}'        | face
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"act":true,"face":"UP"}'           | face
            '{"type":"input","seq":1,"move":{"x":0,"y":0},"act":true,"face":2}'              | face
            """)
    void malformedInputIsABadFieldNamingTheField(String text, String field) {
        Rejection rejection = reject(text);

        assertEquals(ErrorCode.BAD_FIELD, rejection.code(), rejection::toString);
        assertEquals(Optional.of(field), rejection.field(), rejection::toString);
    }

    @Test
    void aUnitLengthMoveAndAnOmittedFaceAreAccepted() {
        DecodeResult<ClientMessage> result =
                codec.decodeClient("{\"type\":\"input\",\"seq\":3,\"move\":{\"x\":1,\"y\":0},\"act\":true}");

        assertEquals(Optional.of(new InputMsg(3, new Vec2Msg(1.0, 0.0), true, Optional.empty())), result.message());
    }

    @Test
    void aRejectedInputStillNamesItsSeqForTheResync() {
        Rejection rejection = reject(INPUT + ",\"pos\":1}");

        assertEquals(OptionalLong.of(7), rejection.seq());
        assertEquals(OptionalLong.of(7), rejection.toErr().seq());
        assertEquals(ErrorCode.BAD_FIELD, rejection.toErr().code());
    }

    @Test
    void aRejectionOfAnyOtherMessageNamesNoSeq() {
        assertEquals(OptionalLong.empty(), reject("{\"type\":\"ping\",\"seq\":7}").seq());
    }

    static Stream<Arguments> hostileFrames() {
        return Stream.of(
                Arguments.of("65-char name", "{\"type\":\"hello\",\"p\":1,\"name\":\"" + "n".repeat(65) + "\"}",
                        ErrorCode.BAD_FIELD),
                Arguments.of("129-char token", "{\"type\":\"hello\",\"p\":1,\"token\":\"" + "t".repeat(129) + "\"}",
                        ErrorCode.BAD_FIELD),
                Arguments.of("65-char level", "{\"type\":\"set_level\",\"level\":\"" + "l".repeat(65) + "\"}",
                        ErrorCode.BAD_FIELD),
                Arguments.of("one byte over the cap", ping(Protocol.DEFAULT_MAX_MESSAGE_BYTES + 1), ErrorCode.TOO_BIG),
                Arguments.of("2-byte chars under the char cap, over the byte cap",
                        "{\"type\":\"hello\",\"p\":1,\"name\":\"" + "é".repeat(3000) + "\"}", ErrorCode.TOO_BIG),
                Arguments.of("64 KB frame", "{\"type\":\"ping\",\"t\":\"" + "x".repeat(64 * 1024) + "\"}",
                        ErrorCode.TOO_BIG),
                Arguments.of("16 MB frame", "[".repeat(16 * 1024 * 1024), ErrorCode.TOO_BIG),
                Arguments.of("nesting deeper than the cap, inside the size cap",
                        "{\"type\":\"ping\",\"t\":" + "[".repeat(2000) + "]".repeat(2000) + "}", ErrorCode.BAD_JSON),
                Arguments.of("nested objects past the cap",
                        "{\"type\":\"ping\",\"t\":" + "{\"a\":".repeat(20) + "1" + "}".repeat(20) + "}",
                        ErrorCode.BAD_JSON),
                Arguments.of("an array of a thousand numbers",
                        "{\"type\":\"ping\",\"t\":[" + "1,".repeat(1000) + "1]}", ErrorCode.BAD_FIELD),
                Arguments.of("a number of 200 digits", "{\"type\":\"ping\",\"t\":" + "9".repeat(200) + "}",
                        ErrorCode.BAD_FIELD));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFrames")
    void hostileFrameIsRefusedWithoutThrowing(String what, String text, ErrorCode code) {
        assertEquals(code, reject(text).code());
    }

    @Test
    void aFrameOfExactlyTheCapIsAdmitted() {
        String text = ping(Protocol.DEFAULT_MAX_MESSAGE_BYTES);

        assertEquals(Protocol.DEFAULT_MAX_MESSAGE_BYTES, WireCodec.utf8Length(text));
        assertEquals(Optional.of(new PingMsg(1)), codec.decodeClient(text).message());
    }

    @Test
    void nestingAMillionDeepIsRefusedAsBadJsonNotAStackOverflow() {
        WireCodec roomy = new WireCodec(8 * 1024 * 1024);
        String deep = "{\"type\":\"ping\",\"t\":" + "[".repeat(1_000_000) + "]".repeat(1_000_000) + "}";

        assertEquals(ErrorCode.BAD_JSON, roomy.decodeClient(deep).rejection().orElseThrow().code());
    }

    @Test
    void aMillionElementArrayUnderARaisedCapIsABadFieldNotAnOutOfMemory() {
        WireCodec roomy = new WireCodec(8 * 1024 * 1024);
        String huge = "{\"type\":\"ping\",\"t\":[" + "0,".repeat(1_000_000) + "0]}";

        Rejection rejection = roomy.decodeClient(huge).rejection().orElseThrow();

        assertEquals(ErrorCode.BAD_FIELD, rejection.code());
        assertEquals(Optional.of("t"), rejection.field());
    }

    @Test
    void aLongUnknownTypeIsEchoedClipped() {
        Rejection rejection = reject("{\"type\":\"" + "z".repeat(1000) + "\"}");

        assertEquals(ErrorCode.UNKNOWN_TYPE, rejection.code());
        assertTrue(rejection.message().length() < 120, rejection.message());
    }

    /** A ping padded with spaces to exactly {@code bytes} UTF-8 bytes. */
    private static String ping(int bytes) {
        String core = "{\"type\":\"ping\",\"t\":1}";
        return core.substring(0, core.length() - 1) + " ".repeat(bytes - core.length()) + "}";
    }

    private Rejection reject(String text) {
        DecodeResult<ClientMessage> result = codec.decodeClient(text);
        return result.rejection().orElseThrow(() -> new AssertionError("accepted: " + result.message()));
    }
}
