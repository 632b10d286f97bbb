package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WhitelistTest {

    @ParameterizedTest(name = "{0} in {1}: {2}")
    @CsvSource(textBlock = """
            hello,      closed,    true
            hello,      playing,   true
            ping,       countdown, true
            ping,       closed,    true
            ready,      lobby,     true
            ready,      playing,   false
            set_level,  lobby,     true
            set_level,  round_end, false
            start,      lobby,     true
            start,      countdown, false
            input,      playing,   true
            input,      lobby,     false
            input,      countdown, false
            emote,      lobby,     true
            emote,      playing,   true
            emote,      round_end, false
            to_lobby,   round_end, true
            to_lobby,   playing,   false
            next_level, round_end, true
            next_level, lobby,     false
            add_bot,    lobby,     true
            add_bot,    playing,   false
            remove_bot, lobby,     true
            remove_bot, round_end, false
            """)
    void aMessageIsAcceptedOnlyInItsStates(String type, String state, boolean accepted) {
        ClientType clientType = ClientType.fromWire(type).orElseThrow();
        RoomState roomState = RoomState.fromWire(state).orElseThrow();

        assertEquals(accepted, Protocol.isAccepted(clientType, roomState));
    }

    @Test
    void onlyTheSupportedVersionRangeIsAccepted() {
        assertTrue(Protocol.isSupportedVersion(Protocol.PROTOCOL_VERSION));
        assertFalse(Protocol.isSupportedVersion(Protocol.MIN_SUPPORTED_VERSION - 1));
        assertFalse(Protocol.isSupportedVersion(99));
    }

    @Test
    void shorteningRenamesListedKeysAndDropsTheRest() {
        Map<String, Object> shortened = EventPayload.shorten(
                Samples.payload("order_id", 17, "points", 40, "station_id", "st-7", "tick", 120, "player_id", "p1"));

        assertEquals(Samples.payload("oi", 17, "pts", 40, "i", "p1"), shortened);
    }

    @Test
    void anEventPayloadWithAnUnlistedKeyCannotBeBuilt() {
        Map<String, Object> leaky = Samples.payload("station_id", "st-7");

        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> EventWire.hud("chopped", leaky));
        assertTrue(e.getMessage().contains("station_id"), e.getMessage());
    }

    @Test
    void closeCodesAreFoundByNumber() {
        assertEquals(Optional.of(CloseCode.ABUSE), CloseCode.fromCode(4404));
        assertEquals(Optional.empty(), CloseCode.fromCode(4405));
    }

    @Test
    void quantisationRoundsToTwoDecimalsAndNeverYieldsNegativeZero() {
        assertEquals(2.35, Quantize.q2(2.346));
        assertEquals(0.0, Quantize.q2(-0.001));
        assertEquals("0.0", Double.toString(Quantize.q2(-0.001)));
        assertEquals(Quantize.q2(7.53), Quantize.q2(Quantize.q2(7.53)));
    }
}
