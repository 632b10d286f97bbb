package undercooked.server.start;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * This machine's IPv4 addresses that others on its network can reach (up, not loopback, not
 * link-local), sorted: what a node listening on every interface tells its operator to share, and
 * what the studio's Host offers players.
 */
public final class LanAddresses {
    private LanAddresses() {
    }

    public static List<String> list() {
        List<String> out = new ArrayList<>();
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!ni.isUp() || ni.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                    if (a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress()) {
                        out.add(a.getHostAddress());
                    }
                }
            }
        } catch (SocketException e) {
            // no interfaces to list: the caller shows the address it was given
        }
        Collections.sort(out);
        return out;
    }
}
