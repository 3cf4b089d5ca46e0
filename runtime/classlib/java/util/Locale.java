// Locale: a language/country/variant tag (enough for the Locale overloads of format and case mapping).
package java.util;

/**
 * A minimal java.util.Locale: constants, getters, toString/toLanguageTag as JDK 17. jvmlab's
 * formatting and case mapping are locale-independent (ROOT/US symbols, no Turkish dotless i),
 * so a Locale argument is accepted and ignored. getDefault() is en_US unless setDefault was
 * called. Immutable, thread-safe (the default is a volatile field).
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public static final Locale ROOT = new Locale("", "", "");
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale US = new Locale("en", "US");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale CHINESE = new Locale("zh", "");

    private static volatile Locale defaultLocale = US;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = language.toLowerCase();
        this.country = country.toUpperCase();
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    /** Parses "en", "en-US" (subtags beyond language and region are ignored); "und" is ROOT. */
    public static Locale forLanguageTag(String tag) {
        String[] parts = tag.split("[-_]");
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equals("und")) {
            lang = "";
        }
        String region = parts.length > 1 && parts[1].length() == 2 ? parts[1] : "";
        return new Locale(lang, region);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String toLanguageTag() {
        if (language.isEmpty() && country.isEmpty()) {
            return "und";
        }
        String lang = language.isEmpty() ? "und" : language;
        return country.isEmpty() ? lang : lang + "-" + country;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(language);
        if (!country.isEmpty() || !variant.isEmpty()) {
            sb.append('_').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Locale)) {
            return false;
        }
        Locale l = (Locale) o;
        return language.equals(l.language) && country.equals(l.country) && variant.equals(l.variant);
    }

    @Override
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    @Override
    public Object clone() {
        return this;
    }
}
