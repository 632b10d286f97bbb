package undercooked.levels;

import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassTransform;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import undercooked.sim.SimConstants;
import undercooked.sim.TickOrder;

/**
 * The kernel's rules version: a value that changes whenever the kernel's behaviour may change,
 * derived from the kernel itself so nobody has to remember to bump it. It is a SHA-256 over four
 * things, in this order: the tick-order table ({@link TickOrder}), every public constant of
 * {@link SimConstants} by name and value, the built-in recipe book as the kernel reads it (each
 * recipe's id, ingredients, whether it is cooked, its points and cook time; not its display name:
 * recipes are data, and a recipe's points change how a round scores), and the bytecode of every
 * class of the {@code undercooked.sim} package with its debug attributes (line numbers, local
 * variable names) dropped, so a comment or a blank line moves nothing while any change of code,
 * constant or recipe does.
 *
 * <p>{@code id} is the first 16 hex digits; {@code name} is a readable handle made from the same
 * hash ({@code crisp-basil-3f9a}), for people to say aloud and spot in a list. When the sim's
 * classes cannot be listed (a runtime image with no jar or folder to read), the version covers
 * the table and the constants only and its {@code partial} says so.
 */
public record RulesVersion(String id, String name, boolean partial) {
    private static final List<String> ADJECTIVES = List.of("crisp", "brisk", "amber", "tangy", "smoky", "zesty",
            "mellow", "golden", "silky", "fiery", "minty", "sunny", "salty", "sweet", "tender", "rustic");
    private static final List<String> NOUNS = List.of("basil", "ginger", "fennel", "saffron", "thyme", "pepper",
            "shallot", "nutmeg", "clove", "sorrel", "tarragon", "mustard", "paprika", "cumin", "dill", "sage");

    public RulesVersion {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
    }

    /** The running kernel's version, computed once per JVM (about 20 ms: it reads the sim's classes). */
    public static RulesVersion current() {
        return Holder.CURRENT;
    }

    /** As a person reads it: {@code crisp-basil-3f9a (3f9a0c1d2e3f4a5b)}. */
    public String shown() {
        return name + " (" + id + (partial ? ", table and constants only" : "") + ")";
    }

    private static final class Holder {
        static final RulesVersion CURRENT = compute();
    }

    static RulesVersion compute() {
        return compute(RecipeBook.builtIn());
    }

    /** The version of the running kernel's code and constants with {@code book} as its recipes. */
    static RulesVersion compute(RecipeBook book) {
        MessageDigest sha = sha256();
        sha.update(("tick_order " + TickOrder.PER_CALL + " " + TickOrder.substepNames() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        sha.update(constants().getBytes(StandardCharsets.UTF_8));
        sha.update(recipes(book).getBytes(StandardCharsets.UTF_8));
        Optional<List<byte[]>> classes = simClasses();
        classes.ifPresent(list -> list.forEach(sha::update));
        return of(sha.digest(), classes.isEmpty());
    }

    /** A version from a digest: the id and the readable name are both taken from it. */
    static RulesVersion of(byte[] digest, boolean partial) {
        String id = HexFormat.of().formatHex(digest, 0, 8);
        String name = ADJECTIVES.get((digest[0] & 0xff) % ADJECTIVES.size()) + "-"
                + NOUNS.get((digest[1] & 0xff) % NOUNS.size()) + "-" + id.substring(0, 4);
        return new RulesVersion(id, name, partial);
    }

    /** {@code NAME=value} per line for every public static constant, in name order. */
    static String constants() {
        List<Field> fields = new ArrayList<>(List.of(SimConstants.class.getFields()));
        fields.sort(Comparator.comparing(Field::getName));
        StringBuilder b = new StringBuilder();
        for (Field f : fields) {
            if (!Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            try {
                b.append(f.getName()).append('=').append(f.get(null)).append('\n');
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("SimConstants." + f.getName() + " is public yet unreadable", e);
            }
        }
        return b.toString();
    }

    /** One line per recipe, in the book's order: what the kernel plays by, not what a screen shows. */
    static String recipes(RecipeBook book) {
        StringBuilder b = new StringBuilder();
        for (undercooked.sim.Recipe r : book.recipes()) {
            b.append("recipe ").append(r.id()).append(" cooked=").append(r.cooked()).append(" points=")
                    .append(r.points()).append(" cook_ticks=").append(r.cookTicks()).append(" ingredients=");
            for (undercooked.sim.Recipe.Ingredient i : r.ingredients()) {
                b.append(i.kind()).append(':').append(i.form()).append(',');
            }
            b.append('\n');
        }
        return b.toString();
    }

    /**
     * Each class file of the sim package, debug attributes dropped, in name order; empty when the
     * classes are in neither a folder nor a jar this JVM can read.
     */
    private static Optional<List<byte[]>> simClasses() {
        CodeSource source = TickOrder.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        try {
            Path where = Path.of(source.getLocation().toURI());
            List<byte[]> out = new ArrayList<>();
            if (Files.isDirectory(where)) {
                Path pkg = where.resolve("undercooked/sim");
                try (Stream<Path> files = Files.list(pkg)) {
                    for (Path p : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                        out.add(stripped(Files.readAllBytes(p)));
                    }
                }
            } else {
                try (JarFile jar = new JarFile(where.toFile())) {
                    List<String> names = jar.stream().map(e -> e.getName())
                            .filter(n -> n.startsWith("undercooked/sim/") && n.endsWith(".class")
                                    && n.indexOf('/', "undercooked/sim/".length()) < 0)
                            .sorted().toList();
                    for (String n : names) {
                        try (InputStream in = jar.getInputStream(jar.getEntry(n))) {
                            out.add(stripped(in.readAllBytes()));
                        }
                    }
                }
            }
            return out.isEmpty() ? Optional.empty() : Optional.of(out);
        } catch (IOException | URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The class without line numbers and local variable names, its constant pool rebuilt from what is used. */
    static byte[] stripped(byte[] classBytes) {
        ClassFile cf = ClassFile.of(ClassFile.DebugElementsOption.DROP_DEBUG, ClassFile.LineNumbersOption.DROP_LINE_NUMBERS,
                ClassFile.ConstantPoolSharingOption.NEW_POOL);
        return cf.transformClass(cf.parse(classBytes), ClassTransform.ACCEPT_ALL);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
