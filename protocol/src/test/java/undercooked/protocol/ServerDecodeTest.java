package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The client side of the codec: lenient on fields a newer server may add, strict on the ones it knows. */
class ServerDecodeTest {

    private final WireCodec codec = new WireCodec();

    @Test
    void anUnknownServerFieldIsSkippedNotRefused() {
        DecodeResult<ServerMessage> result =
                codec.decodeServer("{\"type\":\"pong\",\"p\":1,\"t\":5,\"now\":2.5,\"server_build\":\"abc\"}");

        assertEquals(Optional.of(new PongMsg(5, 2.5)), result.message());
    }

    @Test
    void aDeltaThatArrivesAsTextMergesLikeTheRecord() {
        String text = "{\"type\":\"snap\",\"p\":1,\"raw\":{\"t\":2,\"s\":0,\"tgt\":10,\"tl\":9.9,\"full\":false,"
                + "\"d\":{\"p\":[],\"st\":[],\"o\":[{\"id\":4,\"gone\":true}],\"hz\":[]},\"e\":[]}}";

        SnapMsg snap = (SnapMsg) codec.decodeServer(text).message().orElseThrow();
        DeltaFrame delta = (DeltaFrame) snap.raw();

        assertEquals(java.util.List.of(new OrderSnap.Key(4)), delta.orders().gone());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":true,"p":[],"st":[{"k":"stove","x":1,"y":1,"g":null,"q":1.5,"p":0,"s":"idle"}],"o":[],"hz":[],"e":[]}}' | raw.st[0].q
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":true,"p":[{"i":"a","x":1,"y":1,"f":4,"h":null,"s":"idle","pi":0}],"st":[],"o":[],"hz":[],"e":[]}}' | raw.p[0].f
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":true,"p":[],"st":[],"o":[{"id":1,"r":"x","l":0.5,"pts":1},{"id":1,"r":"y","l":0.5,"pts":1}],"hz":[],"e":[]}}' | raw.o
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":false,"d":{"p":[],"st":[],"o":[{"id":1,"gone":false}],"hz":[]},"e":[]}}' | raw.d.o[0].gone
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":false,"d":{"p":[],"st":[],"o":[],"hz":[]},"e":5}}' | raw.e
            '{"type":"snap","p":1,"raw":{"t":1,"s":0,"tgt":10,"tl":-1,"full":true,"p":[],"st":[],"o":[],"hz":[],"e":[]}}' | raw.tl
            '{"type":"ev","p":1,"events":[{"kind":"served","x":0,"y":0,"payload":{"oi":[1]}}]}' | events[0].payload.oi
            '{"type":"welcome","p":1,"you":{"token":"t","seat":0,"host":true},"room":"AB","state":"dancing","level":null,"seats":[],"rejoined":false}' | state
            '{"type":"err","p":1,"code":"oops","msg":"","seq":null}' | code
            '{"type":"lobby","p":1,"code":"AB","state":"lobby","level":null,"host_seat":null,"can_start":true,"seats":[{"index":0,"name":"A","color":"red","ready":1,"host":true,"connected":true}],"spectators":[],"unlocked":null,"round_no":0}' | seats[0].ready
            '{"type":"countdown","n":3}' | p
            """)
    void aMalformedServerFrameNamesTheNestedField(String text, String field) {
        Rejection rejection = codec.decodeServer(text).rejection().orElseThrow();

        assertEquals(ErrorCode.BAD_FIELD, rejection.code(), rejection::toString);
        assertEquals(Optional.of(field), rejection.field(), rejection::toString);
    }
}
