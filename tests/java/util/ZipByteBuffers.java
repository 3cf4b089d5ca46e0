// Deflater and Inflater with ByteBuffer input and output (heap, direct, read-only, sliced):
// positions advanced, getRemaining/needsInput, totals, the compressed bytes and the round trip.
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

public class ZipByteBuffers {
    static byte[] text() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            sb.append("line ").append(i).append(" of some fairly repetitive text ").append(i * 7 % 13).append('\n');
        }
        return sb.toString().getBytes();
    }

    static long crc(byte[] b, int off, int len) {
        CRC32 c = new CRC32();
        c.update(b, off, len);
        return c.getValue();
    }

    static ByteBuffer buffer(String kind, byte[] data) {
        ByteBuffer b;
        switch (kind) {
            case "heap": b = ByteBuffer.wrap(data); break;
            case "direct": b = ByteBuffer.allocateDirect(data.length); b.put(data); b.flip(); break;
            case "readonly": b = ByteBuffer.wrap(data).asReadOnlyBuffer(); break;
            default: { // a slice of a larger heap buffer, so arrayOffset is not 0
                ByteBuffer big = ByteBuffer.allocate(data.length + 10);
                big.position(7);
                big.put(data);
                big.position(7);
                big.limit(7 + data.length);
                b = big.slice();
            }
        }
        return b;
    }

    static ByteBuffer out(String kind, int size) {
        if (kind.equals("direct")) return ByteBuffer.allocateDirect(size);
        if (kind.equals("slice")) { ByteBuffer big = ByteBuffer.allocate(size + 5); big.position(3); return big.slice(); }
        return ByteBuffer.allocate(size);
    }

    public static void main(String[] args) throws DataFormatException {
        byte[] data = text();
        System.out.println("input " + data.length + " crc " + crc(data, 0, data.length));
        String[] kinds = {"heap", "direct", "readonly", "slice"};
        for (String inKind : kinds) {
            for (String outKind : new String[] {"heap", "direct", "slice"}) {
                Deflater d = new Deflater(6);
                ByteBuffer in = buffer(inKind, data);
                d.setInput(in);
                System.out.println(inKind + "->" + outKind + " deflate: needsInput " + d.needsInput() + " position " + in.position());
                d.finish();
                ByteBuffer z = out(outKind, 64);
                ByteBuffer all = ByteBuffer.allocate(data.length);
                int calls = 0;
                while (!d.finished()) {
                    z.clear();
                    int n = d.deflate(z);
                    calls++;
                    if (n != z.position()) throw new AssertionError("deflate returned " + n + ", position " + z.position());
                    z.flip();
                    all.put(z);
                }
                byte[] comp = Arrays.copyOf(all.array(), all.position());
                System.out.println("  compressed " + comp.length + " in " + calls + " calls, crc " + crc(comp, 0, comp.length)
                    + ", input position " + in.position() + ", read " + d.getBytesRead() + ", written " + d.getBytesWritten()
                    + ", needsInput " + d.needsInput());
                d.end();

                Inflater f = new Inflater();
                ByteBuffer zin = buffer(inKind, comp);
                f.setInput(zin);
                System.out.println("  inflate: remaining " + f.getRemaining() + " needsInput " + f.needsInput());
                ByteBuffer o = out(outKind, 100);
                byte[] back = new byte[data.length];
                int got = 0;
                calls = 0;
                while (!f.finished()) {
                    o.clear();
                    int n = f.inflate(o);
                    calls++;
                    if (n != o.position()) throw new AssertionError("inflate returned " + n + ", position " + o.position());
                    o.flip();
                    o.get(back, got, n);
                    got += n;
                }
                System.out.println("  inflated " + got + " in " + calls + " calls, equal " + Arrays.equals(back, data)
                    + ", input position " + zin.position() + ", remaining " + f.getRemaining() + ", read " + f.getBytesRead()
                    + ", written " + f.getBytesWritten() + ", adler " + f.getAdler());
                f.end();
            }
        }

        // Switching between array and buffer input; partial input in a buffer.
        Deflater d = new Deflater();
        d.setInput(ByteBuffer.wrap(data, 0, 100));
        d.setInput(data, 100, 50);
        System.out.println("array after buffer: needsInput " + d.needsInput());
        byte[] zb = new byte[1000];
        int n = d.deflate(zb, 0, zb.length, Deflater.SYNC_FLUSH);
        System.out.println("sync flush " + n + " read " + d.getBytesRead());
        ByteBuffer part = ByteBuffer.wrap(data, 150, 40);
        d.setInput(part);
        n = d.deflate(ByteBuffer.wrap(zb), Deflater.FULL_FLUSH);
        System.out.println("full flush " + n + " read " + d.getBytesRead() + " position " + part.position());
        try {
            d.deflate(ByteBuffer.allocate(10), 7);
        } catch (IllegalArgumentException e) {
            System.out.println("flush 7: " + e.getClass().getName());
        }
        try {
            d.deflate(ByteBuffer.allocate(10).asReadOnlyBuffer());
        } catch (ReadOnlyBufferException e) {
            System.out.println("read-only output: " + e.getClass().getName());
        }
        d.reset();
        System.out.println("after reset needsInput " + d.needsInput());
        d.end();

        Inflater f = new Inflater();
        try {
            f.inflate(ByteBuffer.allocate(10).asReadOnlyBuffer());
        } catch (ReadOnlyBufferException e) {
            System.out.println("inflate read-only output: " + e.getClass().getName());
        }
        try {
            f.setInput((ByteBuffer) null);
        } catch (NullPointerException e) {
            System.out.println("null input: " + e.getClass().getName());
        }
        ByteBuffer bad = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6});
        f.setInput(bad);
        try {
            f.inflate(ByteBuffer.allocate(10));
        } catch (DataFormatException e) {
            System.out.println("bad data: " + e.getMessage());
        }
        f.end();
    }
}
