package undercooked.protocol;

import java.util.Optional;

/**
 * The two frames a playing client sends twenty-five times a second, in the exact shape this
 * project's clients write them ({@link MessageWriter#client}: no spaces, keys in the contract's
 * order), read character by character without a JSON parser: a Jackson parser a frame (its
 * buffers taken from and given back to the shared pool, its symbol table, its context) was most
 * of what reading an input cost. Like {@link HotPathReader} it only ever accepts: any frame not
 * in exactly that shape (another key order, a space, an escape, a number it would have to think
 * about) returns {@code null} and goes the way it went before, so what is valid and how a
 * refusal is named stay where they were. {@code InputScannerTest} holds it to the tree path.
 */
final class InputScanner {

    private InputScanner() {
    }

    private static final String INPUT = "{\"type\":\"input\",\"seq\":";
    private static final String MOVE = ",\"move\":{\"x\":";
    private static final String Y = ",\"y\":";
    private static final String ACT = "},\"act\":";
    private static final String FACE = ",\"face\":";
    private static final String PING = "{\"type\":\"ping\",\"t\":";
    /** Digits a long holds whatever they are. */
    private static final int MAX_DIGITS = 18;

    /** The message, or null when the parser must decide. */
    static ClientMessage read(String s) {
        if (s.startsWith(INPUT)) {
            return input(s);
        }
        if (s.startsWith(PING)) {
            return ping(s);
        }
        return null;
    }

    private static ClientMessage ping(String s) {
        int at = PING.length();
        int end = digits(s, at);
        if (end < 0 || end != s.length() - 1 || s.charAt(end) != '}') {
            return null;
        }
        return new PingMsg(Long.parseLong(s, at, end, 10));
    }

    private static ClientMessage input(String s) {
        int at = INPUT.length();
        int end = digits(s, at);
        if (end < 0 || !s.startsWith(MOVE, end)) {
            return null;
        }
        long seq = Long.parseLong(s, at, end, 10);
        at = end + MOVE.length();
        end = number(s, at);
        if (end < 0 || !s.startsWith(Y, end)) {
            return null;
        }
        double x = value(s, at, end);
        at = end + Y.length();
        end = number(s, at);
        if (end < 0 || !s.startsWith(ACT, end)) {
            return null;
        }
        double y = value(s, at, end);
        at = end + ACT.length();
        boolean act;
        if (s.startsWith("true", at)) {
            act = true;
            at += 4;
        } else if (s.startsWith("false", at)) {
            act = false;
            at += 5;
        } else {
            return null;
        }
        Optional<Face> face = Optional.empty();
        if (s.startsWith(FACE, at)) {
            at += FACE.length();
            if (s.startsWith("null", at)) {
                at += 4;
            } else if (at < s.length() && s.charAt(at) == '"') {
                int close = at + 1;
                while (close < s.length() && isLower(s.charAt(close))) {
                    close++;
                }
                if (close >= s.length() || s.charAt(close) != '"') {
                    return null; // an escape, or not a face's name: the parser decides
                }
                face = Face.fromWire(s.substring(at + 1, close));
                if (face.isEmpty()) {
                    return null;
                }
                at = close + 1;
            } else {
                return null;
            }
        }
        if (at != s.length() - 1 || s.charAt(at) != '}') {
            return null;
        }
        if (!Double.isFinite(x) || !Double.isFinite(y) || Math.hypot(x, y) > 1.0) {
            return null;
        }
        return new InputMsg(seq, new Vec2Msg(x, y), act, face);
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The end of a natural number in JSON's form (no sign, no leading zero) of at most 18 digits at {@code at}, or -1. */
    private static int digits(String s, int at) {
        int i = at;
        while (i < s.length() && isDigit(s.charAt(i))) {
            i++;
        }
        int n = i - at;
        if (n == 0 || n > MAX_DIGITS || (n > 1 && s.charAt(at) == '0')) {
            return -1;
        }
        return i;
    }

    /**
     * The end of a JSON number at {@code at} ({@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}),
     * or -1. An integer part over 18 digits, or a negative integer zero ({@code -0}, which a
     * parser may read as the integer 0), is left to the parser.
     */
    private static int number(String s, int at) {
        int i = at;
        boolean negative = i < s.length() && s.charAt(i) == '-';
        if (negative) {
            i++;
        }
        int whole = digits(s, i);
        if (whole < 0) {
            return -1;
        }
        i = whole;
        boolean integer = true;
        if (i < s.length() && s.charAt(i) == '.') {
            int start = ++i;
            while (i < s.length() && isDigit(s.charAt(i))) {
                i++;
            }
            if (i == start) {
                return -1;
            }
            integer = false;
        }
        if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int start = i;
            while (i < s.length() && isDigit(s.charAt(i))) {
                i++;
            }
            if (i == start || i - start > 3) {
                return -1;
            }
            integer = false;
        }
        if (integer && negative && whole - at == 2 && s.charAt(at + 1) == '0') {
            return -1;
        }
        return i;
    }

    /** A number {@link #number} found: an integer as the parser reads one (a long made a double), else correctly rounded. */
    private static double value(String s, int at, int end) {
        for (int i = at; i < end; i++) {
            char c = s.charAt(i);
            if (c == '.' || c == 'e' || c == 'E') {
                return Double.parseDouble(s.substring(at, end));
            }
        }
        return Long.parseLong(s, at, end, 10);
    }
}
