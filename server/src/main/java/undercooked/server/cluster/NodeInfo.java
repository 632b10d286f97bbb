package undercooked.server.cluster;

import java.util.Objects;

/**
 * One node as the directory knows it from its last heartbeat.
 *
 * @param url the base URL browsers and other nodes reach the node at ({@code http://10.0.0.5:8080})
 * @param draining the node takes no new rooms (it is stopping)
 */
public record NodeInfo(String id, String url, int rooms, int sockets, int maxRooms, boolean draining) {

    public NodeInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(url, "url");
    }

    /** Has room for one more room and is not stopping. */
    public boolean accepting() {
        return !draining && rooms < maxRooms;
    }

    /** The socket URL of room {@code code} on this node: what a browser opens. */
    public String wsUrl(String code) {
        return wsBase(url) + "/ws/" + code;
    }

    static String wsBase(String httpUrl) {
        String base = httpUrl.endsWith("/") ? httpUrl.substring(0, httpUrl.length() - 1) : httpUrl;
        if (base.startsWith("https://")) {
            return "wss://" + base.substring("https://".length());
        }
        if (base.startsWith("http://")) {
            return "ws://" + base.substring("http://".length());
        }
        throw new IllegalArgumentException("a node URL is http:// or https://, was " + httpUrl);
    }
}
