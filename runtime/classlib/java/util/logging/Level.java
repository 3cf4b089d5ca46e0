// java.util.logging.Level: the named, ordered logging levels (JDK 17's values and names).
package java.util.logging;

import java.util.ArrayList;

/**
 * A logging level: a name and an int value, ordered by the value (OFF = Integer.MAX_VALUE,
 * SEVERE 1000 ... FINEST 300, ALL = Integer.MIN_VALUE), as JDK 17's Level. Levels are equal when
 * their values are; {@link #parse} knows the standard names, the values of known levels and any
 * int. Localized names are the names (jvmlab has no resource bundles; JDK 17's English bundle maps
 * every standard level to its own name). Thread-safe: levels are immutable and the table of known
 * levels is guarded by its lock.
 */
public class Level implements java.io.Serializable {
    private static final long serialVersionUID = -8176160795706313070L;
    private static final ArrayList<Level> known = new ArrayList<>();

    private final String name;
    private final int value;
    private final String resourceBundleName;

    public static final Level OFF = new Level("OFF", Integer.MAX_VALUE);
    public static final Level SEVERE = new Level("SEVERE", 1000);
    public static final Level WARNING = new Level("WARNING", 900);
    public static final Level INFO = new Level("INFO", 800);
    public static final Level CONFIG = new Level("CONFIG", 700);
    public static final Level FINE = new Level("FINE", 500);
    public static final Level FINER = new Level("FINER", 400);
    public static final Level FINEST = new Level("FINEST", 300);
    public static final Level ALL = new Level("ALL", Integer.MIN_VALUE);

    protected Level(String name, int value) {
        this(name, value, null);
    }

    protected Level(String name, int value, String resourceBundleName) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.value = value;
        this.resourceBundleName = resourceBundleName;
        synchronized (known) {
            known.add(this);
        }
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public String getName() {
        return name;
    }

    public String getLocalizedName() {
        return name;
    }

    public final String toString() {
        return name;
    }

    public final int intValue() {
        return value;
    }

    /**
     * The level named by {@code name}: a known level's name, else a known level's value written as
     * an int, else a new level of that int value named as written. NullPointerException for null,
     * IllegalArgumentException "Bad level \"x\"" otherwise (JDK 17's text).
     */
    public static synchronized Level parse(String name) throws IllegalArgumentException {
        name.length();
        synchronized (known) {
            for (Level l : known) {
                if (l.name.equals(name)) {
                    return l;
                }
            }
            try {
                int x = Integer.parseInt(name);
                for (Level l : known) {
                    if (l.value == x) {
                        return l;
                    }
                }
                return new Level(name, x);
            } catch (NumberFormatException ex) {
                // not an int
            }
        }
        throw new IllegalArgumentException("Bad level \"" + name + "\"");
    }

    public boolean equals(Object ox) {
        return ox instanceof Level && ((Level) ox).value == value;
    }

    public int hashCode() {
        return value;
    }
}
