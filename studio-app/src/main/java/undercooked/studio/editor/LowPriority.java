package undercooked.studio.editor;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Locale;
import java.util.Optional;

/**
 * Lowers the calling thread's scheduling priority, for the Difficulty panel's bot rounds. Java's
 * {@link Thread#setPriority} does nothing on Linux, where the FX and render threads then share the
 * machine with the bots as equals: on 2 cores the grid's redraw waited for a core (bench studio,
 * docs/STUDIO.md). On Linux a thread's nice value is its own (setpriority with who 0 changes the
 * calling thread only, see setpriority(2)), and raising it needs no privilege.
 */
final class LowPriority {
    /** The nice value the bots run at: 10 gets about a tenth of the share a nice-0 thread gets when both want a core. */
    static final int NICE = 10;
    private static final int PRIO_PROCESS = 0;
    private static final Optional<MethodHandle> SETPRIORITY = setpriority();

    private LowPriority() {
    }

    /** Lowers this thread; false where the system offers no way (another OS, no native access). */
    static boolean lowerThisThread() {
        Thread.currentThread().setPriority(Thread.MIN_PRIORITY); // what other systems honour
        if (SETPRIORITY.isEmpty()) {
            return false;
        }
        try {
            return (int) SETPRIORITY.get().invokeExact(PRIO_PROCESS, 0, NICE) == 0;
        } catch (Throwable e) {
            return false; // the rounds still run, at the priority they had
        }
    }

    private static Optional<MethodHandle> setpriority() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
            return Optional.empty();
        }
        try {
            Linker c = Linker.nativeLinker();
            return c.defaultLookup().find("setpriority").map(f -> c.downcallHandle(f,
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT)));
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }
}
