package undercooked.packaging;

/**
 * A packaging step that cannot go on, with what to do about it. The command prints the message
 * (never a stack trace) and exits 1.
 */
public final class PackagingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PackagingException(String message) {
        super(message);
    }
}
