// Character classification and case mapping over all of Latin-1 and a stride through the BMP (digests per property).
public class CharacterClasses {
    interface Prop {
        int of(int cp);
    }

    static void digest(String name, Prop p) {
        long h = 1125899906842597L;
        StringBuilder latin = new StringBuilder();
        for (int cp = 0; cp < 256; cp++) {
            int v = p.of(cp);
            latin.append(v == 0 ? '.' : v == 1 ? '1' : (char) ('a' + Math.floorMod(v, 26)));
        }
        for (int cp = 256; cp < 0x10000; cp += 7) {
            h = 31 * h + p.of(cp);
        }
        for (int cp = 0x10000; cp < 0x30000; cp += 101) {
            h = 31 * h + p.of(cp);
        }
        System.out.println(name + " " + Long.toHexString(h));
        System.out.println("  " + latin.substring(0, 128));
        System.out.println("  " + latin.substring(128));
    }

    static int b(boolean x) {
        return x ? 1 : 0;
    }

    public static void main(String[] args) {
        digest("isDigit", cp -> b(Character.isDigit(cp)));
        digest("isLetter", cp -> b(Character.isLetter(cp)));
        digest("isLetterOrDigit", cp -> b(Character.isLetterOrDigit(cp)));
        digest("isAlphabetic", cp -> b(Character.isAlphabetic(cp)));
        digest("isWhitespace", cp -> b(Character.isWhitespace(cp)));
        digest("isSpaceChar", cp -> b(Character.isSpaceChar(cp)));
        digest("isUpperCase", cp -> b(Character.isUpperCase(cp)));
        digest("isLowerCase", cp -> b(Character.isLowerCase(cp)));
        digest("isTitleCase", cp -> b(Character.isTitleCase(cp)));
        digest("isISOControl", cp -> b(Character.isISOControl(cp)));
        digest("isJavaIdentifierStart", cp -> b(Character.isJavaIdentifierStart(cp)));
        digest("isJavaIdentifierPart", cp -> b(Character.isJavaIdentifierPart(cp)));
        digest("isUnicodeIdentifierStart", cp -> b(Character.isUnicodeIdentifierStart(cp)));
        digest("isIdentifierIgnorable", cp -> b(Character.isIdentifierIgnorable(cp)));
        digest("isDefined", cp -> b(Character.isDefined(cp)));
        digest("isMirrored", cp -> b(Character.isMirrored(cp)));
        digest("getType", cp -> Character.getType(cp));
        digest("toUpperCase", cp -> Character.toUpperCase(cp) - cp);
        digest("toLowerCase", cp -> Character.toLowerCase(cp) - cp);
        digest("toTitleCase", cp -> Character.toTitleCase(cp) - cp);
        digest("digit16", cp -> Character.digit(cp, 16) + 1);
        digest("digit36", cp -> Character.digit(cp, 36) + 1);
        digest("getNumericValue", cp -> Character.getNumericValue(cp) + 2);
        System.out.println("\u00df".toUpperCase() + " " + "\u0130".toLowerCase().length() + " " + (int) "\u01c5".toUpperCase().charAt(0)
                + " " + (int) "\u01c5".toLowerCase().charAt(0) + " " + Character.toChars(0x1F600).length + " " + Character.charCount(0x10000)
                + " " + Character.isSurrogate('\uD800') + " " + Character.toCodePoint('\uD83D', '\uDE00') + " "
                + (int) Character.highSurrogate(0x1F600) + " " + (int) Character.lowSurrogate(0x1F600) + " "
                + Character.isBmpCodePoint(0xFFFF) + " " + Character.isValidCodePoint(0x110000));
    }
}
