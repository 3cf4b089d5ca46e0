// Locales as programs build and print them: every constant, the three constructors (old ISO
// codes, case), BCP 47 tags both ways (scripts, numeric regions, variants, extensions, private
// use, grandfathered tags, ill-formed input), Locale.Builder with its IllformedLocaleException
// texts, the Unicode extension's keys and types, ISO 639/3166 codes and hash-ordered sets.
import java.util.HashSet;
import java.util.IllformedLocaleException;
import java.util.Locale;
import java.util.MissingResourceException;

public class LocaleTags {
    static void show(String label, Locale l) {
        System.out.println(label + " -> [" + l + "] lang=" + l.getLanguage() + " script=" + l.getScript()
                + " country=" + l.getCountry() + " variant=" + l.getVariant() + " tag=" + l.toLanguageTag()
                + " ext=" + l.hasExtensions() + " hash=" + l.hashCode());
    }

    public static void main(String[] args) {
        Locale[] constants = {Locale.ROOT, Locale.ENGLISH, Locale.FRENCH, Locale.GERMAN, Locale.ITALIAN,
            Locale.JAPANESE, Locale.KOREAN, Locale.CHINESE, Locale.SIMPLIFIED_CHINESE, Locale.TRADITIONAL_CHINESE,
            Locale.FRANCE, Locale.GERMANY, Locale.ITALY, Locale.JAPAN, Locale.KOREA, Locale.UK, Locale.US,
            Locale.CANADA, Locale.CANADA_FRENCH, Locale.CHINA, Locale.PRC, Locale.TAIWAN};
        for (Locale l : constants) {
            show("constant", l);
        }
        System.out.println("CHINA == PRC: " + (Locale.CHINA == Locale.PRC) + ", TAIWAN equals zh_TW: "
                + Locale.TAIWAN.equals(new Locale("zh", "TW")));

        show("new(\"\", US)", new Locale("", "US"));
        show("new(\"\", \"\", WIN)", new Locale("", "", "WIN"));
        show("new(EN, us, Win)", new Locale("EN", "us", "Win"));
        show("new(iw)", new Locale("iw"));
        show("new(in, ID)", new Locale("in", "ID"));
        show("new(en, US, POSIX)", new Locale("en", "US", "POSIX"));
        show("new(en, US, WIN)", new Locale("en", "US", "WIN"));
        show("new(ja, JP, JP)", new Locale("ja", "JP", "JP"));
        show("new(th, TH, TH)", new Locale("th", "TH", "TH"));
        show("new(no, NO, NY)", new Locale("no", "NO", "NY"));
        show("new(x1)", new Locale("x1"));

        String[] tags = {"en-US", "zh-CN", "und", "i-klingon", "de-DE-u-co-phonebk", "en-US-posix",
            "zh-Hans-CN", "sr-Latn-RS-u-nu-latn", "en-US-x-lvariant-WIN", "en-GB-oed", "EN-us", "en_US",
            "en-US-1996-fonipa", "abc-def", "en-a-bbb-x-ccc", "es-419", "x-private", "zh-min-nan",
            "i-default", "de-CH-1901", "fr-CA-x-abc-lvariant-POSIX", "en-US-!-x", "ja-JP-u-ca-japanese"};
        for (String t : tags) {
            show("forLanguageTag(" + t + ")", Locale.forLanguageTag(t));
        }

        Locale b = new Locale.Builder().setLanguage("sr").setScript("latn").setRegion("rs")
                .setExtension('u', "nu-latn").build();
        show("builder sr/latn/rs", b);
        System.out.println("u=" + b.getExtension('u') + " nu=" + b.getUnicodeLocaleType("nu") + " keys="
                + b.getExtensionKeys() + " ukeys=" + b.getUnicodeLocaleKeys() + " strip=" + b.stripExtensions()
                + " x=" + b.getExtension('x'));
        Locale.Builder builder = new Locale.Builder();
        show("builder en/GB", builder.setLanguage("en").setRegion("GB").build());
        builder.clear();
        show("builder fr/CA/POSIX", builder.setLanguage("fr").setRegion("CA").setVariant("POSIX").build());
        show("builder long language", new Locale.Builder().setLanguage("english").build());
        show("builder tag + variant", new Locale.Builder().setLanguageTag("fr-CA").setVariant("POSIX").build());
        show("builder keywords", new Locale.Builder().setLanguage("de").setUnicodeLocaleKeyword("co", "phonebk")
                .setUnicodeLocaleKeyword("ca", "gregory").addUnicodeLocaleAttribute("attr").build());
        show("builder private use", new Locale.Builder().setLanguage("en").setExtension('x', "my-tag").build());
        show("builder from locale", new Locale.Builder().setLocale(Locale.CANADA_FRENCH).setRegion("FR").build());
        String[][] bad = {{"region", "USA"}, {"variant", "ab"}, {"tag", "en-US-!"}, {"script", "Lat"},
            {"language", "e1"}, {"extension", "u"}};
        for (String[] c : bad) {
            try {
                Locale.Builder x = new Locale.Builder();
                switch (c[0]) {
                    case "region": x.setRegion(c[1]); break;
                    case "variant": x.setVariant(c[1]); break;
                    case "tag": x.setLanguageTag(c[1]); break;
                    case "script": x.setScript(c[1]); break;
                    case "language": x.setLanguage(c[1]); break;
                    default: x.setExtension('u', c[1]); break;
                }
                System.out.println(c[0] + " " + c[1] + ": accepted");
            } catch (IllformedLocaleException e) {
                System.out.println(c[0] + " " + c[1] + ": " + e.getMessage() + " (index " + e.getErrorIndex() + ")");
            }
        }

        System.out.println("ISO3: " + Locale.US.getISO3Language() + " " + Locale.US.getISO3Country() + " "
                + Locale.GERMANY.getISO3Language() + " " + Locale.GERMANY.getISO3Country() + " ["
                + Locale.ROOT.getISO3Language() + "] " + new Locale("eng").getISO3Language());
        System.out.println("ISO tables: " + Locale.getISOLanguages().length + " languages, "
                + Locale.getISOCountries().length + " countries, first " + Locale.getISOLanguages()[0]
                + " " + Locale.getISOCountries()[0] + ", last " + Locale.getISOLanguages()[187] + " "
                + Locale.getISOCountries()[248]);
        try {
            new Locale("xx").getISO3Language();
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " / key " + e.getKey());
        }
        try {
            new Locale("", "XX").getISO3Country();
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " / key " + e.getKey());
        }
        HashSet<Locale> set = new HashSet<>();
        for (Locale l : constants) {
            set.add(l);
        }
        set.add(Locale.forLanguageTag("de-DE-u-co-phonebk"));
        System.out.println("hash order: " + set);
        System.out.println("display: " + Locale.CHINA.getDisplayName() + " | "
                + Locale.forLanguageTag("zh-Hant-TW").getDisplayName() + " | " + Locale.forLanguageTag("zh-Hant-TW").getDisplayScript());
    }
}
