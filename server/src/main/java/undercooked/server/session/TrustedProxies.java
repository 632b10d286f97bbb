package undercooked.server.session;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The {@code trusted_proxies} setting: the addresses (or CIDR blocks) of the load balancers and
 * reverse proxies in front of the server. A request from one of them carries its client's address
 * in {@code Forwarded} ({@code for=}) or {@code X-Forwarded-For}, and the per-address limits
 * (creates, rooms, sockets) count that address; a request from anyone else is counted by its own
 * peer address, whatever headers it sends, so a client cannot pick its own budget. Read from the
 * right: each trusted proxy appends the address it saw, so the rightmost entry that is not a
 * trusted proxy is the client.
 */
public final class TrustedProxies {

    private record Block(byte[] prefix, int bits) {
        boolean contains(byte[] address) {
            if (address.length != prefix.length) {
                return false;
            }
            int whole = bits / 8;
            for (int i = 0; i < whole; i++) {
                if (address[i] != prefix[i]) {
                    return false;
                }
            }
            int rest = bits % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xff << (8 - rest)) & 0xff;
            return (address[whole] & mask) == (prefix[whole] & mask);
        }
    }

    private final List<Block> blocks;

    private TrustedProxies(List<Block> blocks) {
        this.blocks = List.copyOf(blocks);
    }

    /** No proxy is trusted: every request counts as its peer. */
    public static TrustedProxies none() {
        return new TrustedProxies(List.of());
    }

    /**
     * Reads addresses and CIDR blocks ({@code 10.0.0.0/8}, {@code 127.0.0.1}, {@code fd00::/8}).
     *
     * @throws IllegalArgumentException naming the entry that is neither
     */
    public static TrustedProxies parse(List<String> entries) {
        List<Block> blocks = new ArrayList<>();
        for (String raw : entries) {
            String entry = raw.strip();
            int slash = entry.indexOf('/');
            Optional<byte[]> address = literal(slash < 0 ? entry : entry.substring(0, slash));
            if (address.isEmpty()) {
                throw new IllegalArgumentException("trusted_proxies: '" + entry + "' is not an IP address or a CIDR"
                        + " block (10.0.0.0/8, 127.0.0.1, fd00::/8); host names are not accepted");
            }
            int max = address.get().length * 8;
            int bits = max;
            if (slash >= 0) {
                try {
                    bits = Integer.parseInt(entry.substring(slash + 1));
                } catch (NumberFormatException e) {
                    bits = -1;
                }
                if (bits < 0 || bits > max) {
                    throw new IllegalArgumentException("trusted_proxies: '" + entry + "' has a prefix length outside 0.."
                            + max);
                }
            }
            blocks.add(new Block(address.get(), bits));
        }
        return new TrustedProxies(blocks);
    }

    /** Whether {@code address} (an IP literal) is one of the trusted proxies. */
    public boolean trusts(String address) {
        Optional<byte[]> a = literal(address);
        return a.isPresent() && blocks.stream().anyMatch(b -> b.contains(a.get()));
    }

    /**
     * The client a request stands for: {@code peer} itself unless it is a trusted proxy, else the
     * rightmost untrusted address of {@code forwarded} (the values of {@code Forwarded}) or, when
     * there is none, of {@code xForwardedFor}. A header that does not parse leaves the peer.
     */
    public String client(String peer, List<String> forwarded, List<String> xForwardedFor) {
        if (blocks.isEmpty() || !trusts(peer)) {
            return peer;
        }
        List<String> chain = new ArrayList<>();
        if (!forwarded.isEmpty()) {
            for (String value : forwarded) {
                for (String element : value.split(",")) {
                    for (String pair : element.split(";")) {
                        String p = pair.strip();
                        if (p.toLowerCase(Locale.ROOT).startsWith("for=")) {
                            chain.add(p.substring(4));
                        }
                    }
                }
            }
        } else {
            for (String value : xForwardedFor) {
                for (String part : value.split(",")) {
                    chain.add(part);
                }
            }
        }
        for (int i = chain.size() - 1; i >= 0; i--) {
            Optional<String> address = clean(chain.get(i));
            if (address.isEmpty()) {
                // A garbled entry: what lies left of it cannot be believed.
                return peer;
            }
            if (!trusts(address.get())) {
                return address.get();
            }
        }
        return peer;
    }

    /** An entry as a bare address: quotes, IPv6 brackets and a port taken off; empty when it is not an IP. */
    private static Optional<String> clean(String raw) {
        String s = raw.strip();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.startsWith("[")) {
            int end = s.indexOf(']');
            if (end < 0) {
                return Optional.empty();
            }
            s = s.substring(1, end);
        } else if (s.indexOf(':') == s.lastIndexOf(':') && s.indexOf(':') > 0) {
            s = s.substring(0, s.indexOf(':')); // IPv4 with a port
        }
        return literal(s).map(b -> {
            try {
                return InetAddress.getByAddress(b).getHostAddress();
            } catch (java.net.UnknownHostException e) {
                throw new IllegalStateException("a 4 or 16 byte address is always accepted", e);
            }
        });
    }

    /** The bytes of an IP literal (never a name lookup); empty for anything else. */
    private static Optional<byte[]> literal(String text) {
        String s = text.strip();
        int scope = s.indexOf('%');
        if (scope >= 0) {
            s = s.substring(0, scope);
        }
        if (s.isEmpty() || !s.matches("[0-9A-Fa-f:.]+")) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.ofLiteral(s).getAddress());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
