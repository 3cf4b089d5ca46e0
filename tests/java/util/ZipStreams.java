import java.io.*;
import java.util.Arrays;
import java.util.zip.*;

public class ZipStreams {
    static String hex(byte[] b, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(n, b.length); i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    static int digest(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return (int) c.getValue();
    }

    public static void main(String[] args) throws Exception {
        byte[] text = "The quick brown fox jumps over the lazy dog".getBytes("US-ASCII");
        CRC32 crc = new CRC32();
        crc.update(text);
        Adler32 adler = new Adler32();
        adler.update(text, 0, text.length);
        System.out.println("crc32 " + Long.toHexString(crc.getValue()) + " adler32 " + Long.toHexString(adler.getValue()));
        crc.reset();
        for (byte b : text) {
            crc.update(b);
        }
        System.out.println("byte by byte " + Long.toHexString(crc.getValue()) + " empty " + new CRC32().getValue() + " " + new Adler32().getValue());

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            sb.append("line ").append(i % 37).append(" of some repetitive text\n");
        }
        byte[] data = sb.toString().getBytes("US-ASCII");

        for (int level : new int[] {Deflater.DEFAULT_COMPRESSION, 0, 1, 6, 9}) {
            for (boolean nowrap : new boolean[] {false, true}) {
                Deflater d = new Deflater(level, nowrap);
                d.setInput(data);
                d.finish();
                ByteArrayOutputStream bo = new ByteArrayOutputStream();
                byte[] buf = new byte[333];
                while (!d.finished()) {
                    int n = d.deflate(buf);
                    bo.write(buf, 0, n);
                }
                byte[] comp = bo.toByteArray();
                System.out.println("level " + level + " nowrap " + nowrap + ": " + d.getBytesRead() + " -> " + d.getBytesWritten()
                    + " crc " + Integer.toHexString(digest(comp)) + " head " + hex(comp, 8) + " adler " + Integer.toHexString(d.getAdler()));
                d.end();
                Inflater inf = new Inflater(nowrap);
                inf.setInput(comp);
                byte[] out = new byte[data.length + 10];
                int total = 0;
                while (!inf.finished()) {
                    total += inf.inflate(out, total, Math.min(1000, out.length - total));
                }
                System.out.println("  inflated " + total + " equal " + Arrays.equals(Arrays.copyOf(out, total), data)
                    + " remaining " + inf.getRemaining() + " in " + inf.getBytesRead());
                inf.end();
            }
        }

        // Strategy and level changes mid-stream, and flush modes.
        Deflater d = new Deflater();
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        d.setInput(data, 0, 20000);
        int n;
        while ((n = d.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH)) > 0) {
            bo.write(buf, 0, n);
        }
        d.setLevel(Deflater.BEST_COMPRESSION);
        d.setStrategy(Deflater.FILTERED);
        d.setInput(data, 20000, data.length - 20000);
        d.finish();
        while (!d.finished()) {
            bo.write(buf, 0, d.deflate(buf));
        }
        System.out.println("mixed params " + bo.size() + " crc " + Integer.toHexString(digest(bo.toByteArray())));

        // Streams: gzip round trip, byte-identical to java's.
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(data, 0, 1000);
            out.write('!');
            out.write(data, 1000, data.length - 1000);
        }
        byte[] gzBytes = gz.toByteArray();
        System.out.println("gzip " + gzBytes.length + " header " + hex(gzBytes, 10) + " crc " + Integer.toHexString(digest(gzBytes)));
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzBytes))) {
            ByteArrayOutputStream back = new ByteArrayOutputStream();
            byte[] b = new byte[700];
            int r;
            while ((r = in.read(b)) != -1) {
                back.write(b, 0, r);
            }
            System.out.println("gunzip " + back.size() + " first line " + back.toString("US-ASCII").substring(0, 31).trim());
        }
        // Two gzip members back to back read as one stream.
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        for (String s : new String[] {"first member, ", "second member"}) {
            GZIPOutputStream g = new GZIPOutputStream(two);
            g.write(s.getBytes("US-ASCII"));
            g.finish();
        }
        BufferedReader r2 = new BufferedReader(new InputStreamReader(new GZIPInputStream(new ByteArrayInputStream(two.toByteArray())), "UTF-8"));
        System.out.println("concatenated: " + r2.readLine());

        ByteArrayOutputStream zo = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(zo, new Deflater(Deflater.BEST_SPEED), 64, true);
        dos.write("hello hello hello hello".getBytes("US-ASCII"));
        dos.flush();
        System.out.println("sync flushed " + hex(zo.toByteArray(), 40));
        dos.write(data);
        dos.close();
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray()));
        System.out.println("skip " + iis.skip(10) + " read " + (char) iis.read() + " available " + iis.available());
        byte[] rest = iis.readAllBytes();
        System.out.println("rest " + rest.length + " available " + iis.available() + " read " + iis.read());
        CheckedInputStream cis = new CheckedInputStream(new ByteArrayInputStream(text), new Adler32());
        while (cis.read() != -1) {
        }
        System.out.println("checked " + Long.toHexString(cis.getChecksum().getValue()));

        // Errors as programs meet them.
        try {
            new GZIPInputStream(new ByteArrayInputStream("not gzip at all".getBytes("US-ASCII")));
        } catch (ZipException e) {
            System.out.println("ZipException: " + e.getMessage());
        }
        try {
            new GZIPInputStream(new ByteArrayInputStream(new byte[] {0x1f}));
        } catch (EOFException e) {
            System.out.println("EOFException: " + e.getMessage());
        }
        try {
            InputStream in = new GZIPInputStream(new ByteArrayInputStream(Arrays.copyOf(gzBytes, gzBytes.length / 2)));
            while (in.read(buf) != -1) {
            }
        } catch (EOFException e) {
            System.out.println("EOFException: " + e.getMessage());
        }
        byte[] corrupt = gzBytes.clone();
        corrupt[gzBytes.length - 5] ^= 1;
        try {
            InputStream in = new GZIPInputStream(new ByteArrayInputStream(corrupt));
            while (in.read(buf) != -1) {
            }
        } catch (ZipException e) {
            System.out.println("ZipException: " + e.getMessage());
        }
        Inflater bad = new Inflater();
        bad.setInput(new byte[] {1, 2, 3, 4, 5});
        try {
            bad.inflate(buf);
        } catch (DataFormatException e) {
            System.out.println("DataFormatException: " + e.getMessage());
        }
        try {
            new InflaterInputStream(new ByteArrayInputStream(new byte[] {0x78, (byte) 0x9c, 0x03})).read();
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        Deflater ended = new Deflater();
        ended.end();
        try {
            ended.deflate(buf);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            new Deflater().setLevel(10);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            DeflaterOutputStream fin = new DeflaterOutputStream(new ByteArrayOutputStream());
            fin.finish();
            fin.write(1);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
    }
}
