package undercooked.server.ws;

import io.helidon.common.Weight;
import io.helidon.common.Weighted;
import io.helidon.http.DirectHandler;
import io.helidon.http.Headers;
import io.helidon.http.HeaderNames;
import io.helidon.http.HttpPrologue;
import io.helidon.http.RequestException;
import io.helidon.http.WritableHeaders;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.ProtocolConfigs;
import io.helidon.webserver.http1.spi.Http1UpgradeProvider;
import io.helidon.webserver.http1.spi.Http1Upgrader;
import io.helidon.webserver.spi.ServerConnection;
import io.helidon.webserver.websocket.WsConfig;
import io.helidon.webserver.websocket.WsRouting;
import io.helidon.webserver.websocket.WsUpgrader;

/**
 * Takes the place of Helidon's WebSocket upgrader so that {@code allowed_origins} means what
 * docs/ROOMS.md says. Helidon 4.5 has no "any Origin" setting: with no origins configured its
 * upgrader still refuses (403) an {@code Origin} whose host and port differ from {@code Host},
 * which is every page behind a reverse proxy that rewrites {@code Host}, and {@code Origin: null}.
 * Both providers answer for the protocol "websocket"; Helidon keeps the first upgrader per
 * protocol in weight order, so the higher weight here is what puts this one in charge (an
 * integration test fails if it is not).
 */
@Weight(Weighted.DEFAULT_WEIGHT + 10)
public final class OriginUpgradeProvider implements Http1UpgradeProvider<WsConfig> {

    /** Found by the JDK's service loader (META-INF/services), as Helidon's own provider is. */
    public OriginUpgradeProvider() {
    }

    @Override
    public String protocolType() {
        return "websocket";
    }

    @Override
    public Class<WsConfig> protocolConfigType() {
        return WsConfig.class;
    }

    @Override
    public Http1Upgrader create(WsConfig config, ProtocolConfigs configs) {
        return new OriginUpgrader(config);
    }

    /**
     * Helidon's upgrade, with the Origin rule in this one place ({@code config.origins()} is the
     * allowlist), and the upgraded socket served by {@link StrictWsConnection} instead of
     * Helidon's connection.
     */
    static final class OriginUpgrader extends WsUpgrader {

        private final int maxFrameLength;

        OriginUpgrader(WsConfig config) {
            super(config);
            this.maxFrameLength = config.maxFrameLength();
        }

        /**
         * Helidon's handshake (key, version, Origin, the 101 answer) and then this server's
         * connection. Helidon's {@code WsConnection} made by the handshake is never run; the
         * route gives this connection a listener of its own (a new {@code GameSocket}).
         */
        @Override
        public ServerConnection upgrade(ConnectionContext ctx, HttpPrologue prologue, WritableHeaders<?> headers) {
            if (headers.contains(HeaderNames.ORIGIN) && headers.get(HeaderNames.ORIGIN).allValues().size() > 1
                    && !origins().isEmpty()) {
                // Two Origin headers name no one page: with an allowlist, neither is trusted.
                throw RequestException.builder().type(DirectHandler.EventType.FORBIDDEN)
                        .message("Origin not allowed").build();
            }
            if (super.upgrade(ctx, prologue, headers) == null) {
                return null;
            }
            WsRouting routing = ctx.router().routing(WsRouting.class, WsRouting.empty());
            return new StrictWsConnection(ctx, prologue, headers, routing.findRoute(prologue).listener(), maxFrameLength);
        }

        /**
         * Called only when the request has an {@code Origin}: a client without one (the studio, a
         * script) is not a browser page and so not what the allowlist guards against.
         */
        @Override
        protected void validateOrigin(Headers headers, String origin) {
            if (!origins().isEmpty() && !origins().contains(origin)) {
                throw RequestException.builder().type(DirectHandler.EventType.FORBIDDEN)
                        .message("Origin not allowed").build();
            }
        }
    }
}
