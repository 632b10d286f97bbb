package undercooked.server.session;

import undercooked.protocol.Protocol;

/**
 * A player's identity across rooms: the secret token, the last display name, and how far the
 * campaign is unlocked ({@code unlocked} is the highest playable level order, 1 = the first).
 * Lengths are in characters (code points), as the protocol counts them: an emoji is one.
 */
public record Session(String token, String name, int unlocked) {

    public Session {
        if (token == null || token.isEmpty() || characters(token) > Protocol.TOKEN_MAX_CHARS) {
            throw new IllegalArgumentException("token must be 1.." + Protocol.TOKEN_MAX_CHARS + " characters");
        }
        if (!wellFormed(token)) {
            // A database stores UTF-8: a lone surrogate would be written as '?', and two tokens
            // would share one row. The edges refuse such a token; this is the last line.
            throw new IllegalArgumentException("token must be valid text (no lone surrogate)");
        }
        if (name == null || characters(name) > Protocol.NAME_MAX_CHARS) {
            throw new IllegalArgumentException("name must be a sanitised name");
        }
        if (unlocked < 1) {
            throw new IllegalArgumentException("unlocked must be >= 1, was " + unlocked);
        }
    }

    /** True when every surrogate in {@code s} is half of a pair: the text survives UTF-8 and back. */
    public static boolean wellFormed(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private static int characters(String s) {
        return s.codePointCount(0, s.length());
    }
}
