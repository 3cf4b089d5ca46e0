// Locale: a language/country/variant tag (enough for the Locale overloads of format and case mapping).
package java.util;

/**
 * A minimal java.util.Locale: constants, getters, toString/toLanguageTag as JDK 17. jvmlab's
 * formatting and case mapping are locale-independent (ROOT/US symbols, no Turkish dotless i),
 * so a Locale argument is accepted and ignored. getDefault() is built from user.language,
 * user.country and user.variant (the VM derives them from LC_ALL/LC_CTYPE/LANG as JDK 17 does:
 * "en" under C.UTF-8, en_US under C or POSIX) unless setDefault was
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

    private static volatile Locale defaultLocale;

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
        Locale l = defaultLocale;
        if (l == null) {
            String language = System.getProperty("user.language", "en");
            String country = System.getProperty("user.country", "");
            String variant = System.getProperty("user.variant", "");
            l = language.equals("en") && country.equals("US") && variant.isEmpty() ? US : new Locale(language, country, variant);
            defaultLocale = l;
        }
        return l;
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

    // ---- display names (English, from the CLDR names JDK 17 prints) ------------------------------

    private static final String[] LANGUAGES = {
        "ar", "Arabic", "bg", "Bulgarian", "bn", "Bangla", "ca", "Catalan", "cs", "Czech", "da", "Danish",
        "de", "German", "el", "Greek", "en", "English", "es", "Spanish", "et", "Estonian", "fa", "Persian",
        "fi", "Finnish", "fr", "French", "ga", "Irish", "he", "Hebrew", "hi", "Hindi", "hr", "Croatian",
        "hu", "Hungarian", "id", "Indonesian", "is", "Icelandic", "it", "Italian", "ja", "Japanese",
        "ko", "Korean", "la", "Latin", "lt", "Lithuanian", "lv", "Latvian", "ms", "Malay", "mt", "Maltese",
        "nl", "Dutch", "no", "Norwegian", "nb", "Norwegian Bokm\u00e5l", "pl", "Polish", "pt", "Portuguese",
        "ro", "Romanian", "ru", "Russian", "sk", "Slovak", "sl", "Slovenian", "sq", "Albanian", "sr", "Serbian",
        "sv", "Swedish", "sw", "Swahili", "ta", "Tamil", "th", "Thai", "tr", "Turkish", "uk", "Ukrainian",
        "ur", "Urdu", "vi", "Vietnamese", "zh", "Chinese", "eo", "Esperanto", "eu", "Basque", "gl", "Galician",
        "cy", "Welsh", "af", "Afrikaans", "hy", "Armenian", "ka", "Georgian", "kk", "Kazakh", "mk", "Macedonian",
        "be", "Belarusian", "bs", "Bosnian", "fil", "Filipino", "tl", "Tagalog", "gu", "Gujarati", "kn", "Kannada",
        "ml", "Malayalam", "mr", "Marathi", "pa", "Punjabi", "te", "Telugu", "am", "Amharic", "az", "Azerbaijani",
        "uz", "Uzbek", "mn", "Mongolian", "ne", "Nepali", "si", "Sinhala", "km", "Khmer", "lo", "Lao", "my", "Burmese"
    };

    private static final String[] COUNTRIES = {
        "AR", "Argentina", "AT", "Austria", "AU", "Australia", "BE", "Belgium", "BG", "Bulgaria", "BR", "Brazil",
        "CA", "Canada", "CH", "Switzerland", "CL", "Chile", "CN", "China", "CO", "Colombia", "CZ", "Czechia",
        "DE", "Germany", "DK", "Denmark", "EE", "Estonia", "EG", "Egypt", "ES", "Spain", "FI", "Finland",
        "FR", "France", "GB", "United Kingdom", "GR", "Greece", "HK", "Hong Kong SAR China", "HR", "Croatia",
        "HU", "Hungary", "ID", "Indonesia", "IE", "Ireland", "IL", "Israel", "IN", "India", "IS", "Iceland",
        "IT", "Italy", "JP", "Japan", "KR", "South Korea", "LT", "Lithuania", "LU", "Luxembourg", "LV", "Latvia",
        "MX", "Mexico", "MY", "Malaysia", "NL", "Netherlands", "NO", "Norway", "NZ", "New Zealand", "PE", "Peru",
        "PH", "Philippines", "PK", "Pakistan", "PL", "Poland", "PT", "Portugal", "RO", "Romania", "RS", "Serbia",
        "RU", "Russia", "SA", "Saudi Arabia", "SE", "Sweden", "SG", "Singapore", "SI", "Slovenia", "SK", "Slovakia",
        "TH", "Thailand", "TR", "Turkey", "TW", "Taiwan", "UA", "Ukraine", "US", "United States", "VE", "Venezuela",
        "VN", "Vietnam", "ZA", "South Africa", "AE", "United Arab Emirates", "NG", "Nigeria", "KE", "Kenya",
        "MA", "Morocco", "DZ", "Algeria", "TN", "Tunisia", "BD", "Bangladesh", "LK", "Sri Lanka", "NP", "Nepal",
        "IR", "Iran", "IQ", "Iraq", "CU", "Cuba", "UY", "Uruguay", "PY", "Paraguay", "BO", "Bolivia", "EC", "Ecuador",
        "CR", "Costa Rica", "PA", "Panama", "GT", "Guatemala", "DO", "Dominican Republic", "PR", "Puerto Rico",
        "CY", "Cyprus", "MT", "Malta", "BY", "Belarus", "KZ", "Kazakhstan", "GE", "Georgia", "AM", "Armenia",
        "AZ", "Azerbaijan", "BA", "Bosnia & Herzegovina", "MK", "North Macedonia", "AL", "Albania", "ME", "Montenegro"
    };

    private static String lookup(String[] table, String code) {
        for (int i = 0; i < table.length; i += 2) {
            if (table[i].equals(code)) {
                return table[i + 1];
            }
        }
        return code;
    }

    /** The language's English name ("English"); the code itself when jvmlab has no name for it. */
    public String getDisplayLanguage() {
        return language.isEmpty() ? "" : lookup(LANGUAGES, language);
    }

    /** English names only: the in-locale argument is accepted and ignored. */
    public String getDisplayLanguage(Locale inLocale) {
        return getDisplayLanguage();
    }

    public String getDisplayCountry() {
        return country.isEmpty() ? "" : lookup(COUNTRIES, country);
    }

    public String getDisplayCountry(Locale inLocale) {
        return getDisplayCountry();
    }

    public String getDisplayVariant() {
        return variant;
    }

    public String getDisplayVariant(Locale inLocale) {
        return variant;
    }

    /** JDK 17's pattern: "language (country, variant)", or the first present part with the rest in parentheses. */
    public String getDisplayName() {
        String l = getDisplayLanguage();
        String c = getDisplayCountry();
        String v = getDisplayVariant();
        StringBuilder qualifiers = new StringBuilder();
        String main = l;
        if (main.isEmpty()) {
            main = c;
            c = "";
            if (main.isEmpty()) {
                main = v;
                v = "";
            }
        }
        if (!c.isEmpty()) {
            qualifiers.append(c);
        }
        if (!v.isEmpty()) {
            if (qualifiers.length() > 0) {
                qualifiers.append(", ");
            }
            qualifiers.append(v);
        }
        return qualifiers.length() == 0 ? main : main + " (" + qualifiers + ")";
    }

    public String getDisplayName(Locale inLocale) {
        return getDisplayName();
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
