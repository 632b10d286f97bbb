package undercooked.levels;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON syntax error of a level or replay file in a designer's words. Jackson's own text names
 * its internals ("start marker at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION`
 * disabled); line: 8, column: 13]") and changes between releases; the common mistakes are said
 * plainly, and anything else loses the parser's source and settings.
 */
final class JsonSyntax {
    private static final Pattern START = Pattern.compile("close marker for (Object|Array) \\(start marker at .*?line: (\\d+), column: (\\d+)");
    private static final Pattern CHAR = Pattern.compile("^Unexpected character \\('(.{1,2})' \\(code \\d+\\)\\)");
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '([^']{0,40})'");
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '([^']{0,60})'");

    private JsonSyntax() {
    }

    /** What is wrong, without the position (the caller says where). */
    static String describe(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        Matcher start = START.matcher(m);
        if (m.startsWith("Unexpected end-of-input") && start.find()) {
            return "the file ends before the " + (start.group(1).equals("Object") ? "{" : "[") + " opened at line "
                    + start.group(2) + ", column " + start.group(3) + " is closed (cut short, or a bracket missing?)";
        }
        if (m.startsWith("Unexpected end-of-input")) {
            return "the file ends in the middle of a value (cut short?)";
        }
        Matcher dup = DUPLICATE.matcher(m);
        if (dup.find()) {
            return "the key \"" + dup.group(1) + "\" is given twice in one object";
        }
        Matcher token = TOKEN.matcher(m);
        if (token.find()) {
            return "'" + token.group(1) + "' is not a JSON value (strings take double quotes; true, false and null"
                    + " are lower case)";
        }
        Matcher ch = CHAR.matcher(m);
        if (ch.find()) {
            String c = ch.group(1);
            if (m.contains("double-quote to start field name")) {
                return "'" + c + "' where a key in double quotes should be (a comma too many, or a key without quotes?)";
            }
            if (m.contains("expected a value")) {
                return "'" + c + "' where a value should be (a comma too many, or a value missing?)";
            }
            if (m.contains("was expecting comma")) {
                return "'" + c + "' where a comma or a closing bracket should be (a comma missing?)";
            }
            return "the character '" + c + "' is not allowed here";
        }
        String first = m.lines().findFirst().orElse("");
        int cut = first.indexOf(" (start marker");
        cut = cut >= 0 ? cut : first.indexOf(" at [Source");
        return cut >= 0 ? first.substring(0, cut) : first.isEmpty() ? "syntax error" : first;
    }
}
