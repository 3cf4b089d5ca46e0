// java.nio.charset: Charset lookups by name and alias, StandardCharsets, String.getBytes(Charset)
// and new String(bytes, Charset) in each charset, replacement of unmappable and malformed input,
// and the exceptions of unknown and illegal names.
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.*;
import java.nio.file.*;
import java.io.*;
import java.util.*;

public class Charsets {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        Charset[] all = {StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_8,
            StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16};
        String text = "A\u00e9\u20ac\ud83d\ude00";
        for (Charset cs : all) {
            byte[] b = text.getBytes(cs);
            String back = new String(b, cs);
            List<String> aliases = new ArrayList<>(cs.aliases());
            Collections.sort(aliases);
            System.out.println(cs + " " + cs.name() + " display " + cs.displayName() + " registered " + cs.isRegistered()
                    + " bytes " + hex(b) + " back " + back.length() + " " + back.equals(text));
            System.out.println("  aliases " + aliases);
        }
        for (String name : new String[] {"utf8", "UTF-8", "latin1", "ISO8859_1", "ascii", "US-ASCII", "utf-16le",
                "UnicodeBigUnmarked", "unicode-1-1-utf-8", "cp819", "646", "UTF_16"}) {
            System.out.println(name + " -> " + Charset.forName(name) + " supported " + Charset.isSupported(name));
        }
        System.out.println("same instance " + (Charset.forName("utf8") == StandardCharsets.UTF_8)
                + " equals " + Charset.forName("UTF8").equals(StandardCharsets.UTF_8)
                + " compareTo " + Integer.signum(StandardCharsets.UTF_8.compareTo(StandardCharsets.US_ASCII)));
        System.out.println("contains " + StandardCharsets.UTF_8.contains(StandardCharsets.ISO_8859_1) + " "
                + StandardCharsets.US_ASCII.contains(StandardCharsets.UTF_8) + " canEncode " + StandardCharsets.UTF_8.canEncode());
        System.out.println("available has UTF-8 " + Charset.availableCharsets().containsKey("UTF-8")
                + " has utf-8 " + Charset.availableCharsets().containsKey("utf-8"));
        for (String bad : new String[] {"no-such-charset", "x-unknown", "bad name", "", "-start", "a~b"}) {
            try {
                Charset.forName(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("forName(\"" + bad + "\"): " + e);
            }
        }
        try {
            Charset.forName(null);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            System.out.println("isSupported bad: " + Charset.isSupported("what?"));
        } catch (IllegalCharsetNameException e) {
            System.out.println(e + " name " + e.getCharsetName());
        }
        try {
            Charset.forName("klingon");
        } catch (UnsupportedCharsetException e) {
            System.out.println("name " + e.getCharsetName());
        }

        System.out.println("unmappable ascii " + hex("caf\u00e9 \ud83d\ude00".getBytes(StandardCharsets.US_ASCII)));
        System.out.println("unmappable latin1 " + hex("\u20ac\u00ff".getBytes(StandardCharsets.ISO_8859_1)));
        System.out.println("lone surrogate utf8 " + hex("a\ud800b".getBytes(StandardCharsets.UTF_8))
                + " utf16 " + hex("a\udc00".getBytes(StandardCharsets.UTF_16BE)));
        byte[] bad = {(byte) 0x41, (byte) 0xC3, (byte) 0x28, (byte) 0xE2, (byte) 0x82, (byte) 0xFF, (byte) 0xC0, (byte) 0x80};
        String decoded = new String(bad, StandardCharsets.UTF_8);
        StringBuilder cps = new StringBuilder();
        for (int i = 0; i < decoded.length(); i++) {
            cps.append(Integer.toHexString(decoded.charAt(i))).append(' ');
        }
        System.out.println("malformed utf8 " + cps.toString().trim());
        System.out.println("ascii high " + (int) new String(new byte[] {(byte) 0x90}, StandardCharsets.US_ASCII).charAt(0)
                + " latin1 high " + (int) new String(new byte[] {(byte) 0x90}, StandardCharsets.ISO_8859_1).charAt(0));
        System.out.println("utf16 bom le " + new String(new byte[] {(byte) 0xFF, (byte) 0xFE, 0x41, 0}, StandardCharsets.UTF_16)
                + " no bom " + new String(new byte[] {0, 0x42}, StandardCharsets.UTF_16)
                + " odd " + (int) new String(new byte[] {0, 0x43, 0x44}, StandardCharsets.UTF_16BE).charAt(1));
        System.out.println("range " + new String("xxhelloxx".getBytes(), 2, 5, StandardCharsets.UTF_8));
        try {
            new String(new byte[2], 1, 5, StandardCharsets.UTF_8);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            "x".getBytes((Charset) null);
        } catch (NullPointerException e) {
            System.out.println("null charset: NPE");
        }

        for (String name : new String[] {"UTF-16", "UnicodeLittleUnmarked", "l1", "cp367", "utf8", "nope", "bad name"}) {
            try {
                byte[] b = "h\u00e9".getBytes(name);
                System.out.println("getBytes(\"" + name + "\") " + hex(b) + " back " + new String(b, name).equals("h\u00e9"));
            } catch (UnsupportedEncodingException e) {
                System.out.println("getBytes(\"" + name + "\"): " + e);
            }
        }
        ByteBuffer enc = StandardCharsets.UTF_8.encode("h\u00e9");
        System.out.println("encode " + enc.remaining() + " " + hex(Arrays.copyOf(enc.array(), enc.limit())));
        CharBuffer dec = StandardCharsets.ISO_8859_1.decode(ByteBuffer.wrap(new byte[] {0x68, (byte) 0xe9}));
        System.out.println("decode " + (int) dec.charAt(1) + " " + dec.length());

        Path p = Paths.get("bad-utf8.txt");
        Files.write(p, bad);
        try {
            Files.readString(p);
        } catch (MalformedInputException e) {
            System.out.println("readString: " + e + " length " + e.getInputLength());
        }
        try {
            Files.readAllLines(p);
        } catch (CharacterCodingException e) {
            System.out.println("readAllLines: " + e);
        }
        System.out.println("as latin1 " + Files.readString(p, StandardCharsets.ISO_8859_1).length());
        Files.writeString(p, "\u00e9t\u00e9", StandardCharsets.UTF_16LE);
        System.out.println("utf16le file " + hex(Files.readAllBytes(p)) + " " + Files.readString(p, StandardCharsets.UTF_16LE).length());
        try (Writer wr = new FileWriter(p.toFile(), StandardCharsets.ISO_8859_1)) {
            wr.write("\u00e9\u20ac");
        }
        System.out.println("FileWriter latin1 " + hex(Files.readAllBytes(p)));
        try (Reader rd = new FileReader(p.toFile(), StandardCharsets.ISO_8859_1)) {
            System.out.println("FileReader latin1 " + Integer.toHexString(rd.read()) + " " + Integer.toHexString(rd.read()) + " " + rd.read());
        }
        Files.delete(p);
    }
}
