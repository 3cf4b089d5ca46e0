// Locale: a BCP 47 language tag's parts (language, script, region, variant, extensions) as JDK 17's.
package java.util;

/**
 * java.util.Locale as JDK 17 models it: language, script, country (region) and variant, plus
 * BCP 47 extensions kept in canonical string form ("u-nu-latn", private use "x-..." last);
 * toString, toLanguageTag, forLanguageTag (with the grandfathered tags), Builder and its
 * IllformedLocaleException texts, the ISO 639/3166 code tables and hashCode follow JDK 17.
 * jvmlab's formatting and case mapping are locale-independent (ROOT/US symbols, no Turkish
 * dotless i), so a Locale argument to them is accepted and ignored; display names are English.
 * getDefault() is built from user.language, user.country and user.variant (the VM derives them
 * from LC_ALL/LC_CTYPE/LANG as JDK 17 does: "en" under C.UTF-8, en_US under C or POSIX) unless
 * setDefault was called. Immutable, thread-safe (the default is a volatile field).
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public static final Locale ROOT = new Locale("", "", "");
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    /** The private-use extension's key. */
    public static final char PRIVATE_USE_EXTENSION = 'x';
    /** The Unicode locale extension's key. */
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    /** What a default locale is for (jvmlab keeps one default for both). */
    public enum Category {
        DISPLAY, FORMAT
    }

    /** How Locale.filter and lookup would match ranges (accepted; not used by jvmlab). */
    public enum FilteringMode {
        AUTOSELECT_FILTERING, EXTENDED_FILTERING, IGNORE_EXTENDED_RANGES, MAP_EXTENDED_RANGES, REJECT_EXTENDED_RANGES
    }

    private static volatile Locale defaultLocale;

    private final String language;
    private final String script;
    private final String country;
    private final String variant;
    /** Extensions in canonical form ("a-bbb-u-nu-latn-x-ccc"; private use last), or "". */
    private final String extensions;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(lower(language));
        this.script = "";
        this.country = upper(country);
        this.variant = variant;
        // JDK 17's two compatibility locales carry a Unicode extension
        if (this.language.equals("ja") && this.country.equals("JP") && variant.equals("JP")) {
            this.extensions = "u-ca-japanese";
        } else if (this.language.equals("th") && this.country.equals("TH") && variant.equals("TH")) {
            this.extensions = "u-nu-thai";
        } else {
            this.extensions = "";
        }
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private Locale(String language, String script, String country, String variant, String extensions) {
        this.language = language;
        this.script = script;
        this.country = country;
        this.variant = variant;
        this.extensions = extensions;
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

    public static Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        return getDefault();
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        setDefault(newLocale);
    }

    /** jvmlab's formats are English-only: the locales it formats alike (ROOT, en, en_US). */
    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US};
    }

    // ---- the parts ------------------------------------------------------------------------------

    public String getLanguage() {
        return language;
    }

    public String getScript() {
        return script;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public boolean hasExtensions() {
        return !extensions.isEmpty();
    }

    /** This locale without its extensions (this locale when it has none). */
    public Locale stripExtensions() {
        return extensions.isEmpty() ? this : new Locale(language, script, country, variant, "");
    }

    /** The value of extension `key` ("nu-latn" for 'u'), or null; IllegalArgumentException for a bad key. */
    public String getExtension(char key) {
        if (!isExtensionKey(key)) {
            throw new IllegalArgumentException("Ill-formed extension key: " + key);
        }
        return extensionMap(extensions).get(Character.toLowerCase(key));
    }

    /** The keys of the extensions present, in canonical order. */
    public Set<Character> getExtensionKeys() {
        return Collections.unmodifiableSet(new LinkedHashSet<Character>(extensionMap(extensions).keySet()));
    }

    /** The Unicode extension's attributes (its leading 3-8 character subtags). */
    public Set<String> getUnicodeLocaleAttributes() {
        Set<String> out = new LinkedHashSet<String>();
        parseUnicode(extensionMap(extensions).get('u'), out, new TreeMap<String, String>());
        return Collections.unmodifiableSet(out);
    }

    /** The Unicode extension's keywords' keys ("nu"). */
    public Set<String> getUnicodeLocaleKeys() {
        TreeMap<String, String> kw = new TreeMap<String, String>();
        parseUnicode(extensionMap(extensions).get('u'), new LinkedHashSet<String>(), kw);
        return Collections.unmodifiableSet(new LinkedHashSet<String>(kw.keySet()));
    }

    /** The type of Unicode keyword `key` ("" for a key without type), or null when absent. */
    public String getUnicodeLocaleType(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (key.length() != 2 || !isAlnum(key)) {
            throw new IllegalArgumentException("Ill-formed Unicode locale key: " + key);
        }
        TreeMap<String, String> kw = new TreeMap<String, String>();
        parseUnicode(extensionMap(extensions).get('u'), new LinkedHashSet<String>(), kw);
        return kw.get(lower(key));
    }

    // ---- ISO codes ------------------------------------------------------------------------------

    private static final String ISO_LANGUAGES = "aaaarababkaeaveafafrakakaamamhanargararaasasmavavaayaymazazebabakbebelbgbulbhbihbibisbmbambnbenbobodbrbrebsboscacatcechechchacocoscrcrecscescuchucvchvcycymdadandedeudvdivdzdzoeeeweelellenengeoepoesspaetesteueusfafasfffulfifinfjfijfofaofrfrafyfrygaglegdglaglglggngrngugujgvglvhahauhehebhihinhohmohrhrvhthathuhunhyhyehzheriainaidindieileigiboiiiiiikipkinindioidoisislititaiuikuiwhebjajpnjiyidjvjavkakatkgkonkikikkjkuakkkazklkalkmkhmknkankokorkrkaukskaskukurkvkomkwcorkykirlalatlbltzlgluglilimlnlinlolaoltlitlulublvlavmgmlgmhmahmimrimkmkdmlmalmnmonmomolmrmarmsmsamtmltmymyananaunbnobndndenenepngndonlnldnnnnononornrnblnvnavnynyaocociojojiomormororiososspapanpipliplpolpspusptporququermrohrnrunroronrurusrwkinsasanscsrdsdsndsesmesgsagsisinskslkslslvsmsmosnsnasosomsqsqisrsrpsssswstsotsusunsvsweswswatatamteteltgtgkththatitirtktuktltgltntsntotontrturtstsotttattwtwitytahuguigukukrururduzuzbvevenvivievovolwawlnwowolxhxhoyiyidyoyorzazhazhzhozuzul";
    private static final String ISO_COUNTRIES = "ADANDAEAREAFAFGAGATGAIAIAALALBAMARMAOAGOAQATAARARGASASMATAUTAUAUSAWABWAXALAAZAZEBABIHBBBRBBDBGDBEBELBFBFABGBGRBHBHRBIBDIBJBENBLBLMBMBMUBNBRNBOBOLBQBESBRBRABSBHSBTBTNBVBVTBWBWABYBLRBZBLZCACANCCCCKCDCODCFCAFCGCOGCHCHECICIVCKCOKCLCHLCMCMRCNCHNCOCOLCRCRICUCUBCVCPVCWCUWCXCXRCYCYPCZCZEDEDEUDJDJIDKDNKDMDMADODOMDZDZAECECUEEESTEGEGYEHESHERERIESESPETETHFIFINFJFJIFKFLKFMFSMFOFROFRFRAGAGABGBGBRGDGRDGEGEOGFGUFGGGGYGHGHAGIGIBGLGRLGMGMBGNGINGPGLPGQGNQGRGRCGSSGSGTGTMGUGUMGWGNBGYGUYHKHKGHMHMDHNHNDHRHRVHTHTIHUHUNIDIDNIEIRLILISRIMIMNININDIOIOTIQIRQIRIRNISISLITITAJEJEYJMJAMJOJORJPJPNKEKENKGKGZKHKHMKIKIRKMCOMKNKNAKPPRKKRKORKWKWTKYCYMKZKAZLALAOLBLBNLCLCALILIELKLKALRLBRLSLSOLTLTULULUXLVLVALYLBYMAMARMCMCOMDMDAMEMNEMFMAFMGMDGMHMHLMKMKDMLMLIMMMMRMNMNGMOMACMPMNPMQMTQMRMRTMSMSRMTMLTMUMUSMVMDVMWMWIMXMEXMYMYSMZMOZNANAMNCNCLNENERNFNFKNGNGANINICNLNLDNONORNPNPLNRNRUNUNIUNZNZLOMOMNPAPANPEPERPFPYFPGPNGPHPHLPKPAKPLPOLPMSPMPNPCNPRPRIPSPSEPTPRTPWPLWPYPRYQAQATREREUROROURSSRBRURUSRWRWASASAUSBSLBSCSYCSDSDNSESWESGSGPSHSHNSISVNSJSJMSKSVKSLSLESMSMRSNSENSOSOMSRSURSSSSDSTSTPSVSLVSXSXMSYSYRSZSWZTCTCATDTCDTFATFTGTGOTHTHATJTJKTKTKLTLTLSTMTKMTNTUNTOTONTRTURTTTTOTVTUVTWTWNTZTZAUAUKRUGUGAUMUMIUSUSAUYURYUZUZBVAVATVCVCTVEVENVGVGBVIVIRVNVNMVUVUTWFWLFWSWSMYEYEMYTMYTZAZAFZMZMBZWZWE";

    /** The ISO 639 two-letter language codes, as JDK 17 lists them. */
    public static String[] getISOLanguages() {
        String[] out = new String[ISO_LANGUAGES.length() / 5];
        for (int i = 0; i < out.length; i++) {
            out[i] = ISO_LANGUAGES.substring(5 * i, 5 * i + 2);
        }
        return out;
    }

    /** The ISO 3166 two-letter country codes, as JDK 17 lists them. */
    public static String[] getISOCountries() {
        String[] out = new String[ISO_COUNTRIES.length() / 5];
        for (int i = 0; i < out.length; i++) {
            out[i] = ISO_COUNTRIES.substring(5 * i, 5 * i + 2);
        }
        return out;
    }

    /** The three-letter ISO 639-2 code; MissingResourceException for a language without one. */
    public String getISO3Language() {
        if (language.length() == 3) {
            return language;
        }
        if (language.isEmpty()) {
            return "";
        }
        for (int i = 0; i + 5 <= ISO_LANGUAGES.length(); i += 5) {
            if (ISO_LANGUAGES.regionMatches(i, language, 0, 2) && language.length() == 2) {
                return ISO_LANGUAGES.substring(i + 2, i + 5);
            }
        }
        throw new MissingResourceException("Couldn't find 3-letter language code for " + language,
                "FormatData_" + toString(), "ShortLanguage");
    }

    /** The three-letter ISO 3166 code; MissingResourceException for a country without one. */
    public String getISO3Country() {
        if (country.isEmpty()) {
            return "";
        }
        for (int i = 0; i + 5 <= ISO_COUNTRIES.length(); i += 5) {
            if (ISO_COUNTRIES.regionMatches(i, country, 0, 2) && country.length() == 2) {
                return ISO_COUNTRIES.substring(i + 2, i + 5);
            }
        }
        throw new MissingResourceException("Couldn't find 3-letter country code for " + country,
                "FormatData_" + toString(), "ShortCountry");
    }

    // ---- language tags --------------------------------------------------------------------------

    /** BCP 47's grandfathered tags and what JDK 17 reads them as. */
    private static final String[] GRANDFATHERED = {
        "art-lojban", "jbo", "cel-gaulish", "xtg-x-cel-gaulish", "en-gb-oed", "en-GB-x-oed",
        "i-ami", "ami", "i-bnn", "bnn", "i-default", "en-x-i-default", "i-enochian", "und-x-i-enochian",
        "i-hak", "hak", "i-klingon", "tlh", "i-lux", "lb", "i-mingo", "see-x-i-mingo", "i-navajo", "nv",
        "i-pwn", "pwn", "i-tao", "tao", "i-tay", "tay", "i-tsu", "tsu", "no-bok", "nb", "no-nyn", "nn",
        "sgn-be-fr", "sfb", "sgn-be-nl", "vgt", "sgn-ch-de", "sgg", "zh-guoyu", "cmn", "zh-hakka", "hak",
        "zh-min", "nan-x-zh-min", "zh-min-nan", "nan", "zh-xiang", "hsn"
    };

    /**
     * The locale a well-formed BCP 47 tag names; parsing stops at the first ill-formed subtag
     * (what came before it counts), as JDK 17's forLanguageTag. "und" is the root language.
     */
    public static Locale forLanguageTag(String languageTag) {
        Parsed p = parse(languageTag, false);
        return p.toLocale();
    }

    /** The BCP 47 tag of this locale, as JDK 17 writes it ("en-US-x-lvariant-WIN" for en_US_WIN). */
    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder();
        String lang = language;
        String reg = country;
        String var = variant;
        if (lang.equals("no") && reg.equals("NO") && var.equals("NY")) {
            lang = "nn";
            var = "";
        }
        boolean langOk = isLanguage(lang);
        String privuseVariant = "";
        List<String> variants = new ArrayList<String>();
        if (!var.isEmpty()) {
            String[] parts = var.split("[-_]", -1);
            int i = 0;
            for (; i < parts.length && isVariant(parts[i]); i++) {
                variants.add(parts[i]);
            }
            if (i < parts.length) {
                StringBuilder pv = new StringBuilder();
                for (int k = i; k < parts.length; k++) {
                    if (parts[k].isEmpty() || parts[k].length() > 8 || !isAlnum(parts[k])) {
                        pv.setLength(0);
                        break;
                    }
                    if (pv.length() > 0) {
                        pv.append('-');
                    }
                    pv.append(parts[k]);
                }
                privuseVariant = pv.toString();
            }
        }
        Map<Character, String> ext = extensionMap(extensions);
        String privuse = ext.remove('x');
        if (!privuseVariant.isEmpty()) {
            privuse = (privuse == null ? "" : privuse + "-") + "lvariant-" + privuseVariant;
        }
        boolean scriptOk = isScript(script);
        boolean regionOk = isRegion(reg);
        if (langOk) {
            sb.append(lang);
        } else if (scriptOk || regionOk || !variants.isEmpty() || !ext.isEmpty() || privuse == null) {
            sb.append("und");
        }
        if (scriptOk) {
            sb.append('-').append(script);
        }
        if (regionOk) {
            sb.append('-').append(reg);
        }
        for (String v : variants) {
            sb.append('-').append(v);
        }
        for (Map.Entry<Character, String> e : ext.entrySet()) {
            sb.append('-').append(e.getKey()).append('-').append(e.getValue());
        }
        if (privuse != null) {
            if (sb.length() > 0) {
                sb.append('-');
            }
            sb.append("x-").append(privuse);
        }
        return sb.toString();
    }

    /** A tag's parts as parsed (strict for Builder.setLanguageTag, lenient for forLanguageTag). */
    private static final class Parsed {
        String language = "";
        String script = "";
        String region = "";
        final List<String> variants = new ArrayList<String>();
        final TreeMap<Character, String> extensions = new TreeMap<Character, String>(EXTENSION_ORDER);

        Parsed undIsRoot() {
            if (language.equals("und")) {
                language = "";  // "und" names no language
            }
            return this;
        }

        Locale toLocale() {
            return new Locale(convertOldISOCodes(language), script, region, join(variants, "_"),
                    extensionString(extensions));
        }
    }

    private static Parsed parse(String tag, boolean strict) {
        Parsed p = new Parsed();
        for (int i = 0; i < GRANDFATHERED.length; i += 2) {
            if (GRANDFATHERED[i].equalsIgnoreCase(tag)) {
                tag = GRANDFATHERED[i + 1];
                break;
            }
        }
        String[] subtags = tag.split("-", -1);
        int i = 0;
        int index = 0;  // of subtags[i] in the tag
        // language and extended languages
        if (i < subtags.length && isLanguage(subtags[i])) {
            p.language = lower(subtags[i]);
            index += subtags[i++].length() + 1;
            for (int n = 0; n < 3 && i < subtags.length && subtags[i].length() == 3 && isAlpha(subtags[i]); n++) {
                if (n == 0) {
                    p.language = lower(subtags[i]);  // a tag's extended language replaces it (JDK 17)
                }
                index += subtags[i++].length() + 1;
            }
            if (i < subtags.length && isScript(subtags[i])) {
                p.script = title(subtags[i]);
                index += subtags[i++].length() + 1;
            }
            if (i < subtags.length && isRegion(subtags[i])) {
                p.region = upper(subtags[i]);
                index += subtags[i++].length() + 1;
            }
            while (i < subtags.length && isVariant(subtags[i])) {
                p.variants.add(subtags[i]);
                index += subtags[i++].length() + 1;
            }
            while (i < subtags.length && subtags[i].length() == 1 && isExtensionSingleton(subtags[i].charAt(0))) {
                char key = Character.toLowerCase(subtags[i].charAt(0));
                int j = i + 1;
                StringBuilder value = new StringBuilder();
                int at = index + 2;
                while (j < subtags.length && subtags[j].length() >= 2 && subtags[j].length() <= 8
                        && isAlnum(subtags[j])) {
                    if (value.length() > 0) {
                        value.append('-');
                    }
                    value.append(lower(subtags[j]));
                    at += subtags[j++].length() + 1;
                }
                if (value.length() == 0 || p.extensions.containsKey(key)) {
                    break;
                }
                p.extensions.put(key, value.toString());
                index = at;
                i = j;
            }
        }
        if (i < subtags.length && subtags[i].equalsIgnoreCase("x")) {
            int j = i + 1;
            List<String> priv = new ArrayList<String>();
            int at = index + 2;
            while (j < subtags.length && !subtags[j].isEmpty() && subtags[j].length() <= 8 && isAlnum(subtags[j])) {
                priv.add(lower(subtags[j]));
                at += subtags[j++].length() + 1;
            }
            if (!priv.isEmpty()) {
                i = j;
                index = at;
                int lv = -1;
                for (int k = 0; k < priv.size(); k++) {
                    if (priv.get(k).equals("lvariant")) {
                        lv = k;
                        break;
                    }
                }
                if (lv >= 0) {
                    // the JDK's private-use carrier of an ill-formed variant: case kept as written
                    String[] raw = tag.substring(tag.toLowerCase().indexOf("lvariant-") + 9).split("-");
                    for (String v : raw) {
                        p.variants.add(v);
                    }
                    priv = priv.subList(0, lv);
                }
                if (!priv.isEmpty()) {
                    p.extensions.put('x', join(priv, "-"));
                }
            }
        }
        if (strict && i < subtags.length) {
            throw new IllformedLocaleException("Invalid subtag: " + subtags[i], Math.min(index, tag.length()));
        }
        return p.undIsRoot();
    }

    // ---- string forms, equality -----------------------------------------------------------------

    /**
     * JDK 17's form: language, "_" country, "_" variant, then "_#" script and extensions
     * ("de_DE_#u-co-phonebk", "sr_RS_#Latn_u-nu-latn"); a country or language must be present
     * for the variant, script or extensions to show.
     */
    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean s = !script.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        boolean e = !extensions.isEmpty();
        StringBuilder result = new StringBuilder(language);
        if (r || (l && (v || s || e))) {
            result.append('_').append(country);
        }
        if (v && (l || r)) {
            result.append('_').append(variant);
        }
        if (s && (l || r)) {
            result.append("_#").append(script);
        }
        if (e && (l || r)) {
            result.append('_');
            if (!s) {
                result.append('#');
            }
            result.append(extensions);
        }
        return result.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Locale)) {
            return false;
        }
        Locale x = (Locale) o;
        return language.equals(x.language) && script.equals(x.script) && country.equals(x.country)
                && variant.equals(x.variant) && extensions.equals(x.extensions);
    }

    /** JDK 17's: the base locale's hash (language, script, region, variant) ^ the extensions' id's. */
    @Override
    public int hashCode() {
        int h = language.hashCode();
        h = 31 * h + script.hashCode();
        h = 31 * h + country.hashCode();
        h = 31 * h + variant.hashCode();
        return extensions.isEmpty() ? h : h ^ extensions.hashCode();
    }

    @Override
    public Object clone() {
        return this;
    }

    // ---- the builder ----------------------------------------------------------------------------

    /** Builds a Locale from well-formed BCP 47 parts; IllformedLocaleException otherwise (JDK 17's texts). */
    public static final class Builder {
        private String language = "";
        private String script = "";
        private String region = "";
        private String variant = "";
        private TreeMap<Character, String> extensions = new TreeMap<Character, String>(EXTENSION_ORDER);

        public Builder() {
        }

        public Builder setLocale(Locale locale) {
            if (locale == null) {
                throw new NullPointerException("Locale is null");
            }
            clear();
            setLanguage(locale.language);
            setScript(locale.script);
            setRegion(locale.country);
            setVariant(locale.variant);
            extensions.putAll(extensionMap(locale.extensions));
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            clear();
            if (languageTag != null && !languageTag.isEmpty()) {
                Parsed p = parse(languageTag, true);
                language = p.language;
                script = p.script;
                region = p.region;
                variant = join(p.variants, "_");
                extensions.putAll(p.extensions);
            }
            return this;
        }

        public Builder setLanguage(String language) {
            if (language == null || language.isEmpty()) {
                this.language = "";
            } else if (!isLanguage(language)) {
                throw new IllformedLocaleException("Ill-formed language: " + language, 0);
            } else {
                this.language = lower(language);
            }
            return this;
        }

        public Builder setScript(String script) {
            if (script == null || script.isEmpty()) {
                this.script = "";
            } else if (!isScript(script)) {
                throw new IllformedLocaleException("Ill-formed script: " + script, 0);
            } else {
                this.script = title(script);
            }
            return this;
        }

        public Builder setRegion(String region) {
            if (region == null || region.isEmpty()) {
                this.region = "";
            } else if (!isRegion(region)) {
                throw new IllformedLocaleException("Ill-formed region: " + region, 0);
            } else {
                this.region = upper(region);
            }
            return this;
        }

        public Builder setVariant(String variant) {
            if (variant == null || variant.isEmpty()) {
                this.variant = "";
                return this;
            }
            String[] parts = variant.split("[-_]", -1);
            int at = 0;
            for (String part : parts) {
                if (!isVariant(part)) {
                    throw new IllformedLocaleException("Ill-formed variant: " + variant, at);
                }
                at += part.length() + 1;
            }
            this.variant = join(Arrays.asList(parts), "_");
            return this;
        }

        public Builder setExtension(char key, String value) {
            if (!isExtensionKey(key)) {
                throw new IllformedLocaleException("Ill-formed extension key: " + key);
            }
            char k = Character.toLowerCase(key);
            if (value == null || value.isEmpty()) {
                extensions.remove(k);
                return this;
            }
            String[] parts = value.split("[-_]", -1);
            for (String part : parts) {
                boolean ok = part.length() <= 8 && isAlnum(part) && part.length() >= (k == 'x' ? 1 : 2);
                if (!ok) {
                    throw new IllformedLocaleException("Ill-formed extension value: " + part, 0);
                }
            }
            extensions.put(k, lower(join(Arrays.asList(parts), "-")));
            return this;
        }

        public Builder setUnicodeLocaleKeyword(String key, String type) {
            if (key == null) {
                throw new NullPointerException("Key is null");
            }
            if (key.length() != 2 || !isAlnum(key)) {
                throw new IllformedLocaleException("Ill-formed Unicode locale keyword key: " + key);
            }
            LinkedHashSet<String> attrs = new LinkedHashSet<String>();
            TreeMap<String, String> kw = new TreeMap<String, String>();
            parseUnicode(extensions.get('u'), attrs, kw);
            if (type == null) {
                kw.remove(lower(key));
            } else {
                kw.put(lower(key), lower(type.replace('_', '-')));
            }
            putUnicode(attrs, kw);
            return this;
        }

        public Builder addUnicodeLocaleAttribute(String attribute) {
            if (attribute == null) {
                throw new NullPointerException("Attribute is null");
            }
            if (attribute.length() < 3 || attribute.length() > 8 || !isAlnum(attribute)) {
                throw new IllformedLocaleException("Ill-formed Unicode locale attribute: " + attribute);
            }
            LinkedHashSet<String> attrs = new LinkedHashSet<String>();
            TreeMap<String, String> kw = new TreeMap<String, String>();
            parseUnicode(extensions.get('u'), attrs, kw);
            attrs.add(lower(attribute));
            putUnicode(attrs, kw);
            return this;
        }

        public Builder removeUnicodeLocaleAttribute(String attribute) {
            if (attribute == null) {
                throw new NullPointerException("Attribute is null");
            }
            LinkedHashSet<String> attrs = new LinkedHashSet<String>();
            TreeMap<String, String> kw = new TreeMap<String, String>();
            parseUnicode(extensions.get('u'), attrs, kw);
            attrs.remove(lower(attribute));
            putUnicode(attrs, kw);
            return this;
        }

        private void putUnicode(Set<String> attrs, TreeMap<String, String> kw) {
            StringBuilder sb = new StringBuilder();
            for (String a : new TreeSet<String>(attrs)) {
                sb.append(sb.length() > 0 ? "-" : "").append(a);
            }
            for (Map.Entry<String, String> e : kw.entrySet()) {
                sb.append(sb.length() > 0 ? "-" : "").append(e.getKey());
                if (!e.getValue().isEmpty()) {
                    sb.append('-').append(e.getValue());
                }
            }
            if (sb.length() == 0) {
                extensions.remove('u');
            } else {
                extensions.put('u', sb.toString());
            }
        }

        public Builder clear() {
            language = "";
            script = "";
            region = "";
            variant = "";
            extensions.clear();
            return this;
        }

        public Builder clearExtensions() {
            extensions.clear();
            return this;
        }

        public Locale build() {
            return new Locale(convertOldISOCodes(language), script, region, variant, extensionString(extensions));
        }
    }

    // ---- helpers --------------------------------------------------------------------------------

    /** Extension keys in canonical order: singletons alphabetically, private use ('x') last. */
    private static final Comparator<Character> EXTENSION_ORDER = new Comparator<Character>() {
        public int compare(Character a, Character b) {
            boolean ax = a == 'x';
            boolean bx = b == 'x';
            return ax == bx ? Character.compare(a, b) : ax ? 1 : -1;
        }
    };

    private static TreeMap<Character, String> extensionMap(String ext) {
        TreeMap<Character, String> map = new TreeMap<Character, String>(EXTENSION_ORDER);
        if (ext.isEmpty()) {
            return map;
        }
        String[] parts = ext.split("-");
        int i = 0;
        while (i < parts.length) {
            char key = parts[i].charAt(0);
            int j = i + 1;
            StringBuilder value = new StringBuilder();
            while (j < parts.length && (key == 'x' || parts[j].length() > 1)) {
                value.append(value.length() > 0 ? "-" : "").append(parts[j++]);
            }
            map.put(key, value.toString());
            i = j;
        }
        return map;
    }

    private static String extensionString(Map<Character, String> ext) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Character, String> e : ext.entrySet()) {
            sb.append(sb.length() > 0 ? "-" : "").append(e.getKey()).append('-').append(e.getValue());
        }
        return sb.toString();
    }

    /** Splits a Unicode extension value into attributes and keyword -> type. */
    private static void parseUnicode(String value, Set<String> attrs, Map<String, String> keywords) {
        if (value == null) {
            return;
        }
        String[] parts = value.split("-");
        int i = 0;
        while (i < parts.length && parts[i].length() > 2) {
            attrs.add(parts[i++]);
        }
        while (i < parts.length) {
            String key = parts[i++];
            StringBuilder type = new StringBuilder();
            while (i < parts.length && parts[i].length() > 2) {
                type.append(type.length() > 0 ? "-" : "").append(parts[i++]);
            }
            keywords.put(key, type.toString());
        }
    }

    private static String join(List<String> parts, String sep) {
        StringBuilder sb = new StringBuilder();
        for (String s : parts) {
            sb.append(sb.length() > 0 ? sep : "").append(s);
        }
        return sb.toString();
    }

    private static String convertOldISOCodes(String language) {
        switch (language) {
            case "iw": return "he";
            case "ji": return "yi";
            case "in": return "id";
            default: return language;
        }
    }

    private static boolean isExtensionKey(char c) {
        char k = Character.toLowerCase(c);
        return k == 'x' || isExtensionSingleton(k);
    }

    private static boolean isExtensionSingleton(char c) {
        char k = Character.toLowerCase(c);
        return (k >= '0' && k <= '9') || (k >= 'a' && k <= 'z' && k != 'x');
    }

    private static boolean isLanguage(String s) {
        return s.length() >= 2 && s.length() <= 8 && isAlpha(s);
    }

    private static boolean isScript(String s) {
        return s.length() == 4 && isAlpha(s);
    }

    private static boolean isRegion(String s) {
        return (s.length() == 2 && isAlpha(s)) || (s.length() == 3 && isDigits(s));
    }

    private static boolean isVariant(String s) {
        int n = s.length();
        if (n >= 5 && n <= 8) {
            return isAlnum(s);
        }
        return n == 4 && s.charAt(0) >= '0' && s.charAt(0) <= '9' && isAlnum(s);
    }

    private static boolean isAlpha(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return !s.isEmpty();
    }

    private static boolean isAlnum(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    /** ASCII-only case mapping, as the JDK's LocaleUtils. */
    private static String lower(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'A' && c[i] <= 'Z') {
                c[i] += 32;
            }
        }
        return new String(c);
    }

    private static String upper(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'a' && c[i] <= 'z') {
                c[i] -= 32;
            }
        }
        return new String(c);
    }

    private static String title(String s) {
        String l = lower(s);
        return l.isEmpty() ? l : upper(l.substring(0, 1)) + l.substring(1);
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

    private static final String[] SCRIPTS = {
        "Arab", "Arabic", "Cyrl", "Cyrillic", "Deva", "Devanagari", "Grek", "Greek", "Hans", "Simplified",
        "Hant", "Traditional", "Hebr", "Hebrew", "Jpan", "Japanese", "Kore", "Korean", "Latn", "Latin",
        "Thai", "Thai", "Hira", "Hiragana", "Kana", "Katakana", "Hang", "Hangul", "Armn", "Armenian",
        "Geor", "Georgian", "Ethi", "Ethiopic", "Beng", "Bangla", "Taml", "Tamil"
    };

    /** The language's English name ("English"); the code itself when jvmlab has no name for it. */
    public String getDisplayLanguage() {
        return language.isEmpty() ? "" : lookup(LANGUAGES, language);
    }

    /** English names only: the in-locale argument is accepted and ignored. */
    public String getDisplayLanguage(Locale inLocale) {
        return getDisplayLanguage();
    }

    public String getDisplayScript() {
        return script.isEmpty() ? "" : lookup(SCRIPTS, script);
    }

    public String getDisplayScript(Locale inLocale) {
        return getDisplayScript();
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

    /**
     * JDK 17's pattern: "language (script, country, variant)", or the first present part with
     * the rest in parentheses.
     */
    public String getDisplayName() {
        String[] parts = {getDisplayLanguage(), getDisplayScript(), getDisplayCountry(), getDisplayVariant()};
        String main = "";
        StringBuilder qualifiers = new StringBuilder();
        for (String part : parts) {
            if (part.isEmpty()) {
                continue;
            }
            if (main.isEmpty()) {
                main = part;
            } else {
                qualifiers.append(qualifiers.length() > 0 ? ", " : "").append(part);
            }
        }
        return qualifiers.length() == 0 ? main : main + " (" + qualifiers + ")";
    }

    public String getDisplayName(Locale inLocale) {
        return getDisplayName();
    }
}
