// Character: classification and conversion over ASCII and Latin-1, digit/forDigit, surrogates, toChars, caches of Character.
public class CharacterMethods {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 256; c++) {
            char ch = (char) c;
            int flags = (Character.isDigit(ch) ? 1 : 0) | (Character.isLetter(ch) ? 2 : 0) | (Character.isLetterOrDigit(ch) ? 4 : 0)
                | (Character.isWhitespace(ch) ? 8 : 0) | (Character.isUpperCase(ch) ? 16 : 0) | (Character.isLowerCase(ch) ? 32 : 0)
                | (Character.isSpaceChar(ch) ? 64 : 0) | (Character.isAlphabetic(c) ? 128 : 0) | (Character.isJavaIdentifierStart(ch) ? 256 : 0)
                | (Character.isJavaIdentifierPart(ch) ? 512 : 0) | (Character.isISOControl(ch) ? 1024 : 0);
            sb.append(c).append(':').append(flags).append(':').append((int) Character.toUpperCase(ch)).append(':').append((int) Character.toLowerCase(ch));
            sb.append(c % 8 == 7 ? '\n' : ' ');
        }
        System.out.print(sb);
        for (int radix : new int[] {2, 8, 10, 16, 36}) {
            StringBuilder d = new StringBuilder("radix " + radix + ":");
            for (char c : "019aAfFgzZ-".toCharArray()) d.append(' ').append(Character.digit(c, radix));
            d.append(" |");
            for (int v = 0; v < 12; v++) d.append(' ').append((int) Character.forDigit(v, radix));
            System.out.println(d);
        }
        System.out.println(Character.getNumericValue('7') + " " + Character.getNumericValue('a') + " " + Character.getNumericValue('Z') + " " + Character.getNumericValue('-'));
        System.out.println(Character.isSurrogate('\ud800') + " " + Character.isHighSurrogate('\udbff') + " " + Character.isLowSurrogate('\udc00') + " " + Character.isSurrogate('a'));
        System.out.println(Character.toCodePoint('\ud83d', '\ude00') + " " + Character.charCount(0x1F600) + " " + Character.charCount('a') + " " + Character.isSupplementaryCodePoint(0x10000)
            + " " + Character.isValidCodePoint(0x110000) + " " + Character.isBmpCodePoint(0xFFFF));
        char[] pair = Character.toChars(0x1F600);
        System.out.println(pair.length + " " + Integer.toHexString(pair[0]) + " " + Integer.toHexString(pair[1]) + " " + Character.toChars('A').length
            + " " + Integer.toHexString(Character.highSurrogate(0x10437)) + " " + Integer.toHexString(Character.lowSurrogate(0x10437)));
        System.out.println(Character.toString('x') + Character.toString(65) + " " + Character.valueOf('y') + " " + Character.compare('a', 'b') + " " + Character.valueOf('c').compareTo('a')
            + " " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + Character.MAX_CODE_POINT);
        Character c1 = 'a', c2 = 'a', c3 = '\u0080', c4 = '\u0080';
        System.out.println("cache " + (c1 == c2) + " " + (c3 == c4) + " " + c3.equals(c4) + " " + (Character.valueOf((char) 127) == Character.valueOf((char) 127)));
        System.out.println(Character.isDigit('\u00b2') + " " + Character.isLetter('\u00e9') + " " + (int) Character.toUpperCase('\u00e9') + " " + (int) Character.toUpperCase('\u00ff')
            + " " + Character.isWhitespace('\u00a0') + " " + Character.isSpaceChar('\u00a0') + " " + Character.toUpperCase(0x1F600));
        System.out.println(Character.reverseBytes('\u1234') + 0 + " " + Character.hashCode('A') + " " + Character.BYTES + " " + Character.SIZE);
    }
}
