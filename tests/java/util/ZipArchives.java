// java.util.zip's archives as programs use them: ZipEntry's fields and checks, ZipOutputStream's
// bytes (DEFLATED with a data descriptor, DEFLATED and STORED with sizes given, comments, extra
// data, directories, UTF-8 names) equal to java's, read back through ZipInputStream and ZipFile
// (entries, lookup, streams, available, comments), a zip written to a file, and the errors
// (duplicate entries, missing sizes, wrong sizes and CRCs, closed streams, missing or bad files).
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TimeZone;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

public class ZipArchives {
    static final long T1 = 1700000000000L;   // 2023-11-14 22:13:20 UTC
    static final long T2 = 1234567891000L;   // odd seconds: DOS time keeps 2-second steps

    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    static String describe(ZipEntry e) {
        return ascii(e.getName()) + " dir=" + e.isDirectory() + " size=" + e.getSize() + " csize=" + e.getCompressedSize()
                + " crc=" + Long.toHexString(e.getCrc()) + " method=" + e.getMethod() + " time=" + e.getTime()
                + " comment=" + e.getComment() + " extra=" + (e.getExtra() == null ? "null" : e.getExtra().length);
    }

    static String text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("line ").append(i).append(": the quick brown fox ").append(i * 7 % 13).append('\n');
        }
        return sb.toString();
    }

    static long crcOf(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b, 0, b.length);
        return c.getValue();
    }

    static String hex(byte[] b, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(n, b.length); i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[100];
        int n;
        while ((n = in.read(buf, 0, buf.length)) != -1) {
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    static void entries() {
        ZipEntry e = new ZipEntry("a/b.txt");
        System.out.println(describe(e) + " str=" + e + " hash=" + (e.hashCode() == "a/b.txt".hashCode()));
        e.setTime(T1);
        System.out.println("time " + e.getTime() + " lastModified " + e.getLastModifiedTime());
        e.setTime(T2);
        System.out.println("odd seconds " + e.getTime());
        e.setTime(0L);
        System.out.println("1970 " + e.getTime());
        e.setTime(4102444800000L + 86400000L * 400);
        System.out.println("after 2099 " + e.getTime());
        e.setSize(10);
        e.setCompressedSize(7);
        e.setCrc(0xFFFFFFFFL);
        e.setMethod(ZipEntry.STORED);
        e.setComment("c");
        e.setExtra(new byte[] {1, 2, 3, 4});
        ZipEntry copy = new ZipEntry(e);
        ZipEntry clone = (ZipEntry) e.clone();
        System.out.println(describe(copy));
        System.out.println(describe(clone) + " sameExtra=" + (clone.getExtra() == e.getExtra()));
        String[] bad = {"size", "crc", "crc2", "method", "extra", "name"};
        for (String b : bad) {
            try {
                switch (b) {
                    case "size": e.setSize(-1); break;
                    case "crc": e.setCrc(-1); break;
                    case "crc2": e.setCrc(0x100000000L); break;
                    case "method": e.setMethod(3); break;
                    case "extra": e.setExtra(new byte[0x10000]); break;
                    default: new ZipEntry((String) null);
                }
                System.out.println(b + ": accepted");
            } catch (RuntimeException x) {
                System.out.println(b + ": " + x);
            }
        }
        System.out.println("dir " + new ZipEntry("d/").isDirectory() + " " + ZipEntry.STORED + " " + ZipEntry.DEFLATED);
    }

    static byte[] build(boolean withComments) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zos = new ZipOutputStream(bytes)) {
            if (withComments) {
                zos.setComment("archive comment");
            }
            ZipEntry a = new ZipEntry("hello.txt");
            a.setTime(T1);
            zos.putNextEntry(a);
            zos.write("Hello, zip!\n".getBytes(StandardCharsets.UTF_8));
            zos.closeEntry();
            System.out.println("after close: " + describe(a));

            ZipEntry dir = new ZipEntry("docs/");
            dir.setTime(T1);
            zos.putNextEntry(dir);
            zos.closeEntry();

            byte[] big = text(300).getBytes(StandardCharsets.UTF_8);
            ZipEntry b = new ZipEntry("docs/big.txt");
            b.setTime(T2);
            if (withComments) {
                b.setComment("a big one");
                b.setExtra(new byte[] {(byte) 0xfe, (byte) 0xca, 2, 0, 7, 9});
            }
            zos.putNextEntry(b);
            for (int i = 0; i < big.length; i += 1000) {
                zos.write(big, i, Math.min(1000, big.length - i));
            }
            zos.write('!');

            byte[] raw = "stored bytes, not compressed".getBytes(StandardCharsets.UTF_8);
            ZipEntry s = new ZipEntry("stored.bin");
            s.setTime(T1);
            s.setMethod(ZipEntry.STORED);
            s.setSize(raw.length);
            s.setCrc(crcOf(raw));
            zos.putNextEntry(s);
            zos.write(raw);

            zos.setMethod(ZipOutputStream.STORED);
            zos.setMethod(ZipOutputStream.DEFLATED);
            zos.setLevel(9);
            ZipEntry u = new ZipEntry("n\u00e4me/\u00fcber.txt");
            u.setTime(T1);
            zos.putNextEntry(u);
            zos.write(text(20).getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    static void writeAndRead() throws IOException {
        for (boolean comments : new boolean[] {false, true}) {
            byte[] zip = build(comments);
            System.out.println("zip " + zip.length + " bytes crc " + Long.toHexString(crcOf(zip)) + " head " + hex(zip, 40));
            ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip));
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                System.out.println("  stream entry " + describe(e) + " available " + zis.available());
                byte[] content = readAll(zis);
                System.out.println("    read " + content.length + " crc " + Long.toHexString(crcOf(content))
                        + " then " + describe(e) + " available " + zis.available());
            }
            System.out.println("  end: " + zis.read() + " " + zis.getNextEntry());
            zis.close();
            try {
                zis.getNextEntry();
            } catch (IOException x) {
                System.out.println("  closed: " + x);
            }
        }
        ZipInputStream skipper = new ZipInputStream(new ByteArrayInputStream(build(false)));
        List<String> names = new ArrayList<>();
        ZipEntry e;
        while ((e = skipper.getNextEntry()) != null) {
            names.add(ascii(e.getName()) + ":" + skipper.skip(5));
        }
        System.out.println("skipping " + names);
        ZipInputStream none = new ZipInputStream(new ByteArrayInputStream("not a zip at all".getBytes()));
        System.out.println("not a zip: " + none.getNextEntry());
    }

    static void files() throws IOException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        byte[] zip = build(true);
        File f = new File("archive-test.zip");
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(zip);
        }
        try (ZipFile zf = new ZipFile(f)) {
            System.out.println("file " + zf.getName() + " size " + zf.size() + " comment " + zf.getComment());
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements(); ) {
                ZipEntry e = en.nextElement();
                InputStream in = zf.getInputStream(e);
                int avail = in.available();
                byte[] content = readAll(in);
                System.out.println("  " + describe(e) + " available " + avail + " read " + content.length
                        + " crc " + Long.toHexString(crcOf(content)) + " after " + in.available());
                in.close();
            }
            System.out.println("lookup docs: " + zf.getEntry("docs").getName() + ", missing: " + zf.getEntry("missing")
                    + ", stream names " + zf.stream().map(x -> ascii(x.getName())).collect(java.util.stream.Collectors.toList()));
            ZipEntry hello = zf.getEntry("hello.txt");
            System.out.println("same object twice: " + (hello == zf.getEntry("hello.txt")));
            System.out.println("hello: " + new String(readAll(zf.getInputStream(hello)), StandardCharsets.UTF_8).trim());
            System.out.println("foreign entry: " + zf.getInputStream(new ZipEntry("nope")));
            InputStream open = zf.getInputStream(zf.getEntry("docs/big.txt"));
            open.read();
            zf.close();
            try {
                open.read();
            } catch (IOException x) {
                System.out.println("stream after close: " + x);
            }
            try {
                zf.size();
            } catch (IllegalStateException x) {
                System.out.println("after close: " + x);
            }
        }
        f.delete();
        try (FileOutputStream out = new FileOutputStream(f)) {
            byte[] padded = new byte[zip.length + 3];
            System.arraycopy(zip, 0, padded, 0, zip.length);
            out.write(padded);
        }
        try (ZipFile zf = new ZipFile(f.getPath(), StandardCharsets.UTF_8)) {
            System.out.println("trailing bytes: " + zf.size() + " entries");
        }
        f.delete();
        String[] bad = {"missing", "empty", "junk", "dir", "truncated"};
        for (String b : bad) {
            File g = new File("bad-" + b + ".zip");
            if (b.equals("dir")) {
                g.mkdir();
            } else if (!b.equals("missing")) {
                try (FileOutputStream out = new FileOutputStream(g)) {
                    if (b.equals("junk")) {
                        out.write("hello world, not a zip at all".getBytes());
                    } else if (b.equals("truncated")) {
                        out.write(zip, zip.length - 30, 30);
                    }
                }
            }
            try {
                new ZipFile(g).close();
                System.out.println(b + ": opened");
            } catch (IOException x) {
                System.out.println(b + ": " + x);
            }
            g.delete();
        }
    }

    static void errors() throws IOException {
        String[] cases = {"duplicate", "stored-missing", "stored-mismatch", "stored-short", "stored-long",
                          "stored-crc", "deflated-size", "no-entry", "closed", "comment", "method"};
        for (String c : cases) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ZipOutputStream zos = new ZipOutputStream(bytes);
            try {
                ZipEntry e = new ZipEntry("x");
                e.setTime(T1);
                switch (c) {
                    case "duplicate":
                        zos.putNextEntry(e);
                        ZipEntry again = new ZipEntry("x");
                        again.setTime(T1);
                        zos.putNextEntry(again);
                        break;
                    case "stored-missing":
                        e.setMethod(ZipEntry.STORED);
                        zos.putNextEntry(e);
                        break;
                    case "stored-mismatch":
                        e.setMethod(ZipEntry.STORED);
                        e.setSize(3);
                        e.setCompressedSize(4);
                        e.setCrc(0);
                        zos.putNextEntry(e);
                        break;
                    case "stored-short":
                        e.setMethod(ZipEntry.STORED);
                        e.setSize(3);
                        e.setCrc(0);
                        zos.putNextEntry(e);
                        zos.write(1);
                        zos.closeEntry();
                        break;
                    case "stored-long":
                        e.setMethod(ZipEntry.STORED);
                        e.setSize(1);
                        e.setCrc(0);
                        zos.putNextEntry(e);
                        zos.write(new byte[2]);
                        break;
                    case "stored-crc":
                        e.setMethod(ZipEntry.STORED);
                        e.setSize(1);
                        e.setCrc(5);
                        zos.putNextEntry(e);
                        zos.write(1);
                        zos.closeEntry();
                        break;
                    case "deflated-size":
                        e.setSize(10);
                        e.setCompressedSize(3);
                        e.setCrc(0);
                        zos.putNextEntry(e);
                        zos.write(1);
                        zos.closeEntry();
                        break;
                    case "no-entry":
                        zos.write(1);
                        break;
                    case "closed":
                        zos.close();
                        zos.putNextEntry(e);
                        break;
                    case "comment":
                        zos.setComment(new String(new char[0x10000]));
                        break;
                    default:
                        zos.setMethod(1);
                }
                System.out.println(c + ": no error");
            } catch (ZipException x) {
                System.out.println(c + ": ZipException " + x.getMessage());
            } catch (IOException | RuntimeException x) {
                System.out.println(c + ": " + x);
            }
        }
        ByteArrayOutputStream empty = new ByteArrayOutputStream();
        new ZipOutputStream(empty).close();
        System.out.println("empty zip: " + hex(empty.toByteArray(), 64));
        byte[] zip = build(false);
        zip[zip.length / 3] ^= 0x55;
        ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip));
        try {
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                System.out.println("  corrupt: " + e.getName() + " " + readAll(zis).length);
            }
            System.out.println("  corrupt: no error");
        } catch (IOException x) {
            System.out.println("  corrupt: " + x);
        }
    }

    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        entries();
        writeAndRead();
        TimeZone.setDefault(TimeZone.getTimeZone("GMT+05:30"));
        System.out.println("zone +05:30:");
        byte[] zip = build(false);
        System.out.println("zip crc " + Long.toHexString(crcOf(zip)) + " entry time "
                + new ZipInputStream(new ByteArrayInputStream(zip)).getNextEntry().getTime());
        files();
        errors();
    }
}
