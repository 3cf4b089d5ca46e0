import java.util.Locale;

public class LocaleNames {
    public static void main(String[] args) {
        Locale[] ls = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRENCH, Locale.JAPAN, Locale.CHINESE, Locale.ITALY,
            new Locale("es", "MX"), new Locale("pt", "BR"), new Locale("nl"), new Locale("", "CH"), new Locale("sv", "SE"),
            new Locale("ko", "KR"), new Locale("ru", "RU"), new Locale("pl", "PL"), new Locale("en", "IN"), Locale.ROOT};
        for (Locale l : ls) {
            System.out.println("[" + l + "] " + l.getDisplayName() + " | " + l.getDisplayLanguage() + " | " + l.getDisplayCountry()
                + " | " + l.getDisplayName(Locale.ENGLISH) + " | " + l.toLanguageTag());
        }
        Locale d = Locale.getDefault();
        System.out.println("default " + d + " " + d.getDisplayName() + " language " + System.getProperty("user.language")
            + " country " + System.getProperty("user.country"));
        String v = System.getProperty("java.version");
        System.out.println("java.version 17.0.x: " + v.startsWith("17.0.") + ", feature " + v.substring(0, v.indexOf('.')));
        System.out.println("java.specification.version " + System.getProperty("java.specification.version"));
    }
}
