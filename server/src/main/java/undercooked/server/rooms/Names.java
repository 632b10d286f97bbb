package undercooked.server.rooms;

import undercooked.protocol.Protocol;

/**
 * Display names as other players see them. Names are not identities (the token is), so the
 * cleaning only has to keep them printable and short: control, format and private-use
 * characters go (they hide text or reorder it, like a right-to-left override), runs of
 * whitespace become one space, and the result is capped at {@link Protocol#NAME_MAX_CHARS}.
 */
public final class Names {

    private Names() {
    }

    public static String sanitize(String raw) {
        StringBuilder out = new StringBuilder();
        boolean space = false;
        int kept = 0;
        for (int i = 0; i < raw.length() && kept < Protocol.NAME_MAX_CHARS; ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                space = out.length() > 0;
                continue;
            }
            int type = Character.getType(cp);
            if (type == Character.CONTROL || type == Character.FORMAT || type == Character.PRIVATE_USE
                    || type == Character.SURROGATE || type == Character.UNASSIGNED) {
                continue;
            }
            if (space) {
                if (kept + 1 >= Protocol.NAME_MAX_CHARS) {
                    break;
                }
                out.append(' ');
                kept++;
                space = false;
            }
            out.appendCodePoint(cp);
            kept++;
        }
        return out.toString();
    }
}
