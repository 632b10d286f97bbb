package undercooked.studio;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Remembered window geometry, recent files and preferences as string pairs. The app keeps them
 * in {@link java.util.prefs} (the per-user store the JDK already manages); tests and the
 * headless screenshot use {@link #inMemory()} so they never touch a designer's settings.
 */
public interface Settings {
    Optional<String> get(String key);

    void put(String key, String value);

    void remove(String key);

    /** Writes through to disk where the store buffers (no-op in memory). */
    default void flush() {
    }

    default int getInt(String key, int fallback) {
        try {
            return get(key).map(Integer::parseInt).orElse(fallback);
        } catch (NumberFormatException e) {
            return fallback; // a hand-edited or older value: fall back rather than fail start-up
        }
    }

    default double getDouble(String key, double fallback) {
        try {
            return get(key).map(Double::parseDouble).orElse(fallback);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    default boolean getBoolean(String key, boolean fallback) {
        return get(key).map(Boolean::parseBoolean).orElse(fallback);
    }

    /** The user's store: {@code java.util.prefs} node {@code /dev/undercooked/studio}. */
    static Settings userPreferences() {
        Preferences node = Preferences.userRoot().node("dev/undercooked/studio");
        return new Settings() {
            @Override
            public Optional<String> get(String key) {
                return Optional.ofNullable(node.get(key, null));
            }

            @Override
            public void put(String key, String value) {
                node.put(key, value);
            }

            @Override
            public void remove(String key) {
                node.remove(key);
            }

            @Override
            public void flush() {
                try {
                    node.flush();
                } catch (BackingStoreException e) {
                    // Losing remembered window sizes is not worth an error dialog at exit.
                }
            }
        };
    }

    static Settings inMemory() {
        Map<String, String> map = new LinkedHashMap<>();
        return new Settings() {
            @Override
            public Optional<String> get(String key) {
                return Optional.ofNullable(map.get(key));
            }

            @Override
            public void put(String key, String value) {
                map.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
            }

            @Override
            public void remove(String key) {
                map.remove(key);
            }
        };
    }
}
