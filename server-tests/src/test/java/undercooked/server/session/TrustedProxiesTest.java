package undercooked.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class TrustedProxiesTest {

    private final TrustedProxies proxies = TrustedProxies.parse(List.of("10.0.0.0/8", "127.0.0.1", "fd00::/8"));

    @ParameterizedTest(name = "peer {0}, Forwarded [{1}], X-Forwarded-For [{2}] -> {3}")
    @CsvSource(delimiter = '|', textBlock = """
            127.0.0.1   |                                    | 203.0.113.7               | 203.0.113.7
            127.0.0.1   |                                    | 203.0.113.7, 10.1.2.3     | 203.0.113.7
            127.0.0.1   |                                    | 198.51.100.1, 203.0.113.7 | 203.0.113.7
            10.9.9.9    | for=192.0.2.60;proto=http          | 203.0.113.7               | 192.0.2.60
            10.9.9.9    | for="[2001:db8::1]:4711"           |                           | 2001:db8:0:0:0:0:0:1
            10.9.9.9    | for=192.0.2.60:8080, for=10.2.2.2  |                           | 192.0.2.60
            127.0.0.2   |                                    | 203.0.113.7               | 127.0.0.2
            127.0.0.1   |                                    |                           | 127.0.0.1
            127.0.0.1   |                                    | not-an-address            | 127.0.0.1
            127.0.0.1   |                                    | 10.1.1.1, 10.2.2.2        | 127.0.0.1
            """)
    void aTrustedProxysHeaderNamesTheClientAndAnyoneElsesIsIgnored(String peer, String forwarded, String xff,
                                                                  String client) {
        assertEquals(client, proxies.client(peer, forwarded == null ? List.of() : List.of(forwarded),
                xff == null ? List.of() : List.of(xff)));
    }

    @Test
    void anEntryThatIsNoAddressIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TrustedProxies.parse(List.of("proxy.example.com")));
        assertTrue(e.getMessage().contains("proxy.example.com"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse(List.of("10.0.0.0/33")));
    }
}
